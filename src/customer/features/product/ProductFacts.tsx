import { useTranslation } from 'react-i18next';
import type { Product } from '../../../api/contract';
import type { SoldOutNote } from '../../../domain/availability/soldOutNote';
import { stockNotes } from '../../../domain/availability/stock';
import { allergenCodesOf } from '../../../domain/catalogue/allergens';
import { AllergenIcon } from '../../../ui/AllergenIcon';

/**
 * Stock notes (low stock below 5 for single goods, 'Available' above 0, on the live stock), tags
 * and allergens. A product the counter marked sold out says so, and when it comes back before closing.
 */
export function ProductStock({ product, soldOut }: { product: Product; soldOut?: SoldOutNote | undefined }) {
  const { t } = useTranslation('product');
  const stock = stockNotes(product);
  if (soldOut?.reason === 'counter') {
    return (
      <p className="product-stock" data-testid="product-sold-out">
        <span className="badge badge-muted">{t('soldOutToday')}</span>
        {soldOut.backAt && <span className="product-back-at">{t('backAt', { time: soldOut.backAt })}</span>}
      </p>
    );
  }
  return (
    <p className="product-stock" data-testid={stock.available ? undefined : 'product-sold-out'}>
      {stock.available ? <span className="badge badge-success">{t('available')}</span> : <span className="badge badge-muted">{t('soldOut')}</span>}
      {stock.lowStock && <strong className="product-low-stock">{t('lowStock')}</strong>}
    </p>
  );
}

export function ProductTags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('product');
  if (tags.length === 0) return null;
  return (
    <ul className="product-tags" aria-label={t('tags')}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}

/**
 * The product's allergens, as EU Regulation 1169/2011 asks before a distance sale is made: each declared one
 * with its icon and name, then the traces the kitchen cannot rule out; "none declared" when there are none.
 */
export function ProductAllergens({ product }: { product: Pick<Product, 'allergens' | 'allergenCodes' | 'mayContain'> }) {
  const { t } = useTranslation('product');
  const { t: catalogue } = useTranslation('catalogue');
  // A declared name that is none of the 14 (an imported catalogue's own wording) is still listed, as written.
  const unnamed = product.allergens.filter((name) => allergenCodesOf([{ es: name, en: name }]).length === 0);
  const none = product.allergenCodes.length === 0 && unnamed.length === 0;
  return (
    <section className="product-allergens" aria-labelledby="product-allergens-title" data-testid="product-allergens">
      <h2 id="product-allergens-title">{t('allergens')}</h2>
      {none ? (
        <p>{t('noAllergens')}</p>
      ) : (
        <ul>
          {product.allergenCodes.map((code) => (
            <li key={code} data-allergen={code}>
              <AllergenIcon code={code} size={20} />
              {catalogue(`allergen.${code}`)}
            </li>
          ))}
          {unnamed.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      {product.mayContain && (
        <p className="product-may-contain" data-testid="product-may-contain">
          {t('mayContain', { list: product.mayContain })}
        </p>
      )}
    </section>
  );
}
