import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeData, Product } from '../../../api/contract';
import { ProductCard } from '../../../ui/ProductCard';
import { similarProducts } from '../../../domain/catalogue/catalogue';
import { useSoldOutReasons } from '../../shared/availability/useSoldOutReasons';

type SimilarProductsProps = { home: HomeData; product: Product; locationCode: string };

/**
 * True from the task after the first commit (a transition): the row of cards at the foot of the page is
 * not needed for the first paint, and rendering it with the rest made opening a product one long task.
 */
function useShownAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown;
}

/** Items of the same category, excluding the current product (rendered after the first paint). */
export function SimilarProducts({ home, product, locationCode }: SimilarProductsProps) {
  const { t } = useTranslation('product');
  const shown = useShownAfterFirstPaint();
  const soldOut = useSoldOutReasons(home, locationCode);
  const similar = shown ? similarProducts(home, product) : [];
  if (similar.length === 0) return null;
  return (
    <section className="product-similar" data-testid="similar-products" aria-labelledby="similar-title">
      <h2 id="similar-title">{t('similar')}</h2>
      <ul className="card-row">
        {similar.map((item) => (
          <li key={item.productCode}>
            <ProductCard product={item} locationCode={locationCode} soldOut={soldOut.get(item.productCode)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
