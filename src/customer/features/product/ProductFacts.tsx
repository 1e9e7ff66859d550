import { useTranslation } from 'react-i18next';
import type { Product } from '../../../api/contract';
import type { SoldOutNote } from '../../../domain/availability/soldOutNote';
import { stockNotes } from '../../../domain/availability/stock';

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
