import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../api/contract';
import type { SoldOutReason } from '../../../domain/availability/soldOut';
import { ProductCard } from '../../../ui/ProductCard';

type CategoryBlockProps = {
  title: string;
  products: Product[];
  locationCode: string;
  /** Link to the whole category; the repurchase block has none. */
  seeAllTo?: string;
  /** The first block loads its first photos eagerly (above the fold). */
  eager?: boolean;
  className?: string;
  testId?: string;
  /** Shown under each product's card (the repurchase block's one-tap add). */
  action?: (product: Product) => ReactNode;
  /** What is sold out now, by product code. */
  soldOut: ReadonlyMap<string, SoldOutReason>;
  /** The avoided allergens of the products the customer's filter marks, by product code. */
  marked?: ReadonlyMap<string, readonly string[]> | undefined;
  ref?: Ref<HTMLElement>;
};

/** One catalogue block: a titled, horizontally scrolling row of product cards. */
export function CategoryBlock({ title, products, locationCode, seeAllTo, eager, className, testId, action, soldOut, marked, ref }: CategoryBlockProps) {
  const { t } = useTranslation('catalogue');
  return (
    <section ref={ref} className={['catalogue-block', className].filter(Boolean).join(' ')} data-testid={testId}>
      <header className="catalogue-block-header">
        <h2>{title}</h2>
        {seeAllTo && (
          <Link to={seeAllTo} aria-label={t('seeAllOf', { category: title })}>
            {t('seeAll')} ›
          </Link>
        )}
      </header>
      <ul className="card-row">
        {products.map((product, index) => (
          <li key={product.productCode}>
            <ProductCard
              product={product}
              locationCode={locationCode}
              eager={eager === true && index < 3}
              soldOut={soldOut.get(product.productCode)}
              contains={marked?.get(product.productCode)}
            />
            {action?.(product)}
          </li>
        ))}
      </ul>
    </section>
  );
}
