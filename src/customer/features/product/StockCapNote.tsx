import { useTranslation } from 'react-i18next';

/**
 * Why the quantity stops at a single good's stock: "Only 2 left" (and how many the cart already holds),
 * or that the cart already holds the last ones. `left`: units in the shop; `inCart`: units in the cart.
 */
export function StockCapNote({ left, inCart }: { left: number; inCart: number }) {
  const { t } = useTranslation('product');
  const text =
    inCart >= left
      ? t('allInCart', { count: left })
      : inCart > 0
        ? `${t('onlyLeft', { count: left })} · ${t('inCart', { count: inCart })}`
        : t('onlyLeft', { count: left });
  return (
    <p className="product-stock-cap" role="status" data-testid="stock-cap">
      {text}
    </p>
  );
}
