import { useTranslation } from 'react-i18next';
import type { HomeData, Product } from '../../api/contract';
import { ProductCard } from '../../app/ui/ProductCard';
import { similarProducts } from '../../domain/catalogue';

type SimilarProductsProps = { home: HomeData; product: Product; locationCode: string };

/** Spec §2: items of the same category, excluding the current product. */
export function SimilarProducts({ home, product, locationCode }: SimilarProductsProps) {
  const { t } = useTranslation('product');
  const similar = similarProducts(home, product);
  if (similar.length === 0) return null;
  return (
    <section className="product-similar" data-testid="similar-products" aria-labelledby="similar-title">
      <h2 id="similar-title">{t('similar')}</h2>
      <ul className="card-row">
        {similar.map((item) => (
          <li key={item.productCode}>
            <ProductCard product={item} locationCode={locationCode} />
          </li>
        ))}
      </ul>
    </section>
  );
}
