import { useTranslation } from 'react-i18next';
import { useCurrentLocation, useLanguage } from '../../../shared/hooks';
import type { CartView } from '../../../../data/cart/cart';
import { useProductExtras } from '../../../../data/hooks';
import { CartLines } from '../CartLines';
import { CancelCheckoutButton } from './CancelCheckoutButton';
import { useCartAvailability } from '../useCartAvailability';
import { useCartLineEdits } from '../useCartLineEdits';

type ProductsStepProps = { cart: CartView; onContinue: () => void; onCancel: () => void };

/** Step 1: lines with +/−, those the shop has sold out marked; removing the only product goes to '/'. */
export function ProductsStep({ cart, onContinue, onCancel }: ProductsStepProps) {
  const { t } = useTranslation('delivery');
  const { language } = useLanguage();
  const dictionary = useProductExtras().data ?? [];
  const { change, remove } = useCartLineEdits();
  const { soldOut } = useCartAvailability(useCurrentLocation().code, cart.priced);

  return (
    <div className="delivery-step-body">
      {cart.priced && (
        <CartLines
          lines={cart.priced.lines}
          dictionary={dictionary}
          language={language}
          onChange={change}
          onRemove={remove}
          soldOutKeys={new Set(soldOut.map((line) => line.key))}
        />
      )}
      <div className="delivery-actions">
        <CancelCheckoutButton onCancel={onCancel} />
        <button type="button" data-testid="delivery-continue" onClick={onContinue}>
          {t('continue')}
        </button>
      </div>
    </div>
  );
}
