import type { ProductExtra } from '../../api/contract/customer/catalogue';
import type { HomeData } from '../../api/contract/customer/home';
import type { Schedule } from '../../api/contract/customer/locations';
import { optionValues } from '../../domain/pricing/pricing';

export type CatalogueLanguage = 'es' | 'en';

export interface CatalogueProduct {
  code: string;
  title: string;
  isOneGoods: boolean;
  /** The catalogue's stock figure; the live one is the shop's availability's `stock`. */
  stockCurrent: number;
}

export interface CatalogueExtra {
  id: number;
  title: string;
  /** The values a customer may choose, each as the sold-out switch names it. */
  values: { value: string; name: string }[];
}

/** What the availability panel lists: the shop's products by category and the extras they offer, in one language. */
export interface ShopCatalogue {
  shop: string;
  language: CatalogueLanguage;
  timeZone: string;
  schedule: Schedule;
  categories: { id: number; title: string; products: CatalogueProduct[] }[];
  extras: CatalogueExtra[];
}

function valuesOf(extra: ProductExtra, language: CatalogueLanguage): CatalogueExtra['values'] {
  const title = extra.conf.titles[language] || extra.conf.titles.es;
  switch (extra.extraType) {
    case 'bool':
      return optionValues(extra).map((value) => ({ value, name: title }));
    case 'list':
      return extra.conf.list.map((option) => ({ value: option.id, name: option.name[language] || option.name.es }));
    case 'extras':
      return extra.conf.extras.map((option) => ({ value: option.value, name: option.titles[language] || option.titles.es }));
  }
}

/** The panel's catalogue from the shop's home-wapp answer and the extras dictionary: only the extras the shop's products offer. */
export function catalogueOf(shop: string, home: HomeData, extras: readonly ProductExtra[], language: CatalogueLanguage): ShopCatalogue {
  const offered = new Set<number>();
  const categories = home.products
    .map((group) => ({
      id: group.categoryId,
      title: group.title,
      products: group.items.map((item) => {
        for (const id of item.extras) offered.add(id);
        return { code: item.productCode, title: item.title, isOneGoods: item.isOneGoods, stockCurrent: item.stockCurrent };
      }),
    }))
    .filter((category) => category.products.length > 0);
  return {
    shop,
    language,
    timeZone: home.location.timeZone,
    schedule: home.schedule,
    categories,
    extras: extras
      .filter((extra) => offered.has(extra.id))
      .map((extra) => ({ id: extra.id, title: extra.conf.titles[language] || extra.conf.titles.es, values: valuesOf(extra, language) }))
      .filter((extra) => extra.values.length > 0),
  };
}

export const catalogueKey = (shop: string, language: CatalogueLanguage) => `${shop}:${language}`;
