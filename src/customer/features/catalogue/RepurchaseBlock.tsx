import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, Purchase } from '../../../api/contract';
import { rememberRepurchaseHeight } from '../../../data/repurchaseSpace';
import { lastChoicesOf } from '../../../domain/catalogue/catalogue';
import type { SoldOutReason } from '../../../domain/availability/soldOut';
import { AddAgainButton } from './AddAgainButton';
import { CategoryBlock } from './CategoryBlock';

type Props = {
  products: Product[];
  purchases: readonly Purchase[] | undefined;
  locationCode: string;
  soldOut: ReadonlyMap<string, SoldOutReason>;
  marked?: ReadonlyMap<string, readonly string[]>;
};

/**
 * "Volver a pedir": the products the customer bought, each with a one-tap add of its last extras.
 * Its height is kept so the next start reserves the space before the block arrives (no layout shift).
 */
export function RepurchaseBlock({ products, purchases, locationCode, soldOut, marked }: Props) {
  const { t } = useTranslation('catalogue');
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const block = ref.current;
    if (!block) return undefined;
    const remember = () => rememberRepurchaseHeight(block.getBoundingClientRect().height + parseFloat(getComputedStyle(block).marginBottom));
    remember();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(remember);
    observer.observe(block);
    return () => observer.disconnect();
  }, []);

  return (
    <CategoryBlock
      ref={ref}
      title={t('orderAgain')}
      products={products}
      locationCode={locationCode}
      className="catalogue-repurchase"
      testId="repurchase-block"
      eager
      soldOut={soldOut}
      marked={marked}
      action={(product) => (
        <AddAgainButton
          product={product}
          locationCode={locationCode}
          choices={lastChoicesOf(purchases, product.productCode)}
          soldOut={soldOut.has(product.productCode)}
        />
      )}
    />
  );
}
