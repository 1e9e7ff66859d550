import type * as v from 'valibot';
import { LOCATION_TYPE } from '../../../src/api/contract';
import type { LocalizedMenuEntry, SeedData, SeedExtra } from '../../platform/db/seed/types';
import { HOME_DELIVERY_CODE } from './locationList';

type Key = string | number;
type Report = (keys: Key[], message: string) => void;

/** A valibot issue path to `keys` inside `root`, so getDotPath names the field (products.3.categoryId). */
function issuePath(root: unknown, keys: Key[]): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const items: v.IssuePathItem[] = [];
  let input = root;
  for (const key of keys) {
    const value = (input as Record<Key, unknown>)[key];
    items.push(
      typeof key === 'number'
        ? { type: 'array', origin: 'value', input: input as unknown[], key, value }
        : { type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value },
    );
    input = value;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

function unique<T>(report: Report, list: string, items: readonly T[], field: string, keyOf: (item: T) => string, label = field): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) report([list, index, field], `Duplicate ${label} ${key}`);
    seen.add(key);
  });
}

/** The option keys an extra prices: bool its value, list its option ids, extras their values. */
export function priceKeys(extra: Pick<SeedExtra, 'extraType' | 'value' | 'list' | 'extras'>): string[] {
  if (extra.extraType === 'bool') return [extra.value];
  if (extra.extraType === 'list') return extra.list.map((option) => option.id);
  return extra.extras.map((option) => option.value);
}

function checkUniqueKeys(data: SeedData, report: Report): void {
  unique(report, 'categories', data.categories, 'id', (category) => String(category.id));
  unique(report, 'products', data.products, 'productCode', (product) => product.productCode);
  unique(report, 'extras', data.extras, 'id', (extra) => String(extra.id));
  unique(report, 'locations', data.locations, 'id', (location) => String(location.id));
  // The app looks location codes up case-insensitively.
  unique(report, 'locations', data.locations, 'code', (location) => location.code.toLowerCase(), 'code (case-insensitive)');
  unique(report, 'pages', data.pages, 'code', (page) => page.code);
  unique(report, 'provinces', data.provinces, 'code', (province) => province.code);
  unique(report, 'cities', data.cities, 'code', (city) => city.code);
  unique(report, 'transports', data.transports, 'cityCode', (transport) => `${transport.provinceCode}/${transport.cityCode ?? '(whole province)'}`, 'place');
  unique(report, 'recipes', data.recipes, 'id', (recipe) => String(recipe.id));
}

function checkExtras(data: SeedData, report: Report): void {
  data.extras.forEach((extra, index) => {
    if (extra.extraType === 'bool' && extra.value === '') report(['extras', index, 'value'], 'A bool extra needs its price key in value');
    if (extra.extraType === 'list' && !extra.list.some((option) => option.id === extra.value)) {
      report(['extras', index, 'value'], `The default option ${JSON.stringify(extra.value)} is not in the list`);
    }
  });
}

function checkProducts(data: SeedData, report: Report): void {
  const categoryIds = new Set(data.categories.map((category) => category.id));
  const extrasById = new Map(data.extras.map((extra) => [extra.id, extra]));
  data.products.forEach((product, index) => {
    if (!categoryIds.has(product.categoryId)) report(['products', index, 'categoryId'], `Unknown category ${product.categoryId}`);
    const offered = new Set<string>();
    product.extras.forEach((id, position) => {
      const extra = extrasById.get(id);
      if (!extra) report(['products', index, 'extras', position], `Unknown extra ${id}`);
      else priceKeys(extra).forEach((key) => offered.add(key));
    });
    for (const key of Object.keys(product.extrasPrice)) {
      if (!offered.has(key)) report(['products', index, 'extrasPrice', key], `Price for ${key}, an option none of the product's extras offers`);
    }
    const photos = new Set<string>();
    product.photos?.forEach((key, position) => {
      if (photos.has(key)) report(['products', index, 'photos', position], `Photo ${key} is listed twice`);
      photos.add(key);
    });
  });
}

function checkMenus(entries: LocalizedMenuEntry[], at: Key[], pageCodes: ReadonlySet<string>, report: Report): void {
  entries.forEach((entry, index) => {
    if (entry.valueType === 'page' && !pageCodes.has(entry.value)) report([...at, index, 'value'], `Unknown page ${entry.value}`);
    if (entry.items) checkMenus(entry.items, [...at, index, 'items'], pageCodes, report);
  });
}

function checkLocations(data: SeedData, report: Report): void {
  const productCodes = new Set(data.products.map((product) => product.productCode));
  const pageCodes = new Set(data.pages.map((page) => page.code));
  data.locations.forEach((location, index) => {
    location.productCodes.forEach((code, position) => {
      if (!productCodes.has(code)) report(['locations', index, 'productCodes', position], `Unknown product ${code}`);
    });
    const sold = new Set(location.productCodes);
    for (const code of Object.keys(location.prices ?? {})) {
      if (!sold.has(code)) report(['locations', index, 'prices', code], `A price for ${code}, which the location does not sell (productCodes)`);
    }
    if (location.typeId === LOCATION_TYPE.homeDelivery && location.code !== HOME_DELIVERY_CODE) {
      report(['locations', index, 'code'], `The home-delivery location (type 51006) must have the code ${HOME_DELIVERY_CODE}`);
    }
    checkMenus(location.menus, ['locations', index, 'menus'], pageCodes, report);
  });
}

function checkGeo(data: SeedData, report: Report): void {
  const provinceCodes = new Set(data.provinces.map((province) => province.code));
  const provinceOfCity = new Map(data.cities.map((city) => [city.code, city.provinceCode]));
  data.cities.forEach((city, index) => {
    if (!provinceCodes.has(city.provinceCode)) report(['cities', index, 'provinceCode'], `Unknown province ${city.provinceCode}`);
  });
  data.transports.forEach((transport, index) => {
    if (!provinceCodes.has(transport.provinceCode)) report(['transports', index, 'provinceCode'], `Unknown province ${transport.provinceCode}`);
    if (transport.cityCode === null) return;
    const province = provinceOfCity.get(transport.cityCode);
    if (province === undefined) report(['transports', index, 'cityCode'], `Unknown city ${transport.cityCode}`);
    else if (province !== transport.provinceCode)
      report(['transports', index, 'cityCode'], `City ${transport.cityCode} is in province ${province}, not ${transport.provinceCode}`);
  });
}

/** Cross-checks of a catalogue whose records each passed their own schema; every problem is reported. */
export function crossCheckCatalogue({ dataset, addIssue }: v.RawCheckContext<SeedData>): void {
  if (!dataset.typed) return;
  const data = dataset.value;
  const report: Report = (keys, message) => addIssue({ message, path: issuePath(data, keys) });
  checkUniqueKeys(data, report);
  checkExtras(data, report);
  checkProducts(data, report);
  checkLocations(data, report);
  checkGeo(data, report);
}
