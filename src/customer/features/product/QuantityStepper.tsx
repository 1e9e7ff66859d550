import { useTranslation } from 'react-i18next';

type QuantityStepperProps = { quantity: number; onChange: (quantity: number) => void; max?: number | null | undefined };

/** Quantity cannot go below 1, so minus is disabled at 1; plus stops at `max` (a single good's stock). */
export function QuantityStepper({ quantity, onChange, max = null }: QuantityStepperProps) {
  const { t } = useTranslation('product');
  return (
    <div className="quantity-stepper" role="group" aria-label={t('quantity')}>
      <button
        type="button"
        className="secondary outline"
        data-testid="quantity-minus"
        aria-label={t('decrease')}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <output data-testid="product-quantity" aria-live="polite" aria-label={t('quantity')}>
        {quantity}
      </output>
      <button
        type="button"
        className="secondary outline"
        data-testid="quantity-plus"
        aria-label={t('increase')}
        disabled={max !== null && quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
