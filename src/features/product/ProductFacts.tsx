import { useTranslation } from 'react-i18next';
import type { Product } from '../../api/contract';
import { stockNotes } from '../../domain/stock';

/** Stock notes (spec §2: low stock below 5 for single goods, 'Available' above 0), tags and allergens. */
export function ProductStock({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const stock = stockNotes(product);
  return (
    <p className="product-stock">
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

export function ProductAllergens({ allergens }: { allergens: string[] }) {
  const { t } = useTranslation('product');
  return (
    <section className="product-allergens" aria-labelledby="product-allergens-title">
      <h2 id="product-allergens-title">{t('allergens')}</h2>
      {allergens.length === 0 ? (
        <p>{t('noAllergens')}</p>
      ) : (
        <ul>
          {allergens.map((allergen) => (
            <li key={allergen}>{allergen}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
