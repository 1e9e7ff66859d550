import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '../../../shared/hooks';
import type { CartView } from '../../../../data/cart/cart';
import { clearCart } from '../../../../data/cart/cart';
import { AddressStep } from './AddressStep';
import type { ChosenAddress } from './chosenAddress';
import { PayStep } from './PayStep';
import { ProductsStep } from './ProductsStep';

type Step = 1 | 2 | 3;
const STEPS: readonly Step[] = [1, 2, 3];
const STEP_TITLE = { 1: 'stepProducts', 2: 'stepAddress', 3: 'stepPay' } as const;

/** Delivery checkout: 1 Products, 2 Address, 3 Pay and end; earlier titles go back. */
export function DeliveryCheckout({ cart }: { cart: CartView }) {
  const { t } = useTranslation('delivery');
  const alert = useAlert();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [chosen, setChosen] = useState<ChosenAddress | null>(null);

  // Cancel in steps 1 and 2 empties the cart and goes home, once the customer confirms it.
  const cancel = () => {
    clearCart().then(
      () => navigate('/'),
      () => alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 }),
    );
  };

  const content: Record<Step, () => ReactNode> = {
    1: () => <ProductsStep cart={cart} onContinue={() => setStep(2)} onCancel={cancel} />,
    2: () => (
      <AddressStep
        chosenId={chosen?.addressId ?? null}
        onChosen={(next) => {
          setChosen(next);
          setStep(3);
        }}
        onCancel={cancel}
      />
    ),
    3: () => (chosen ? <PayStep cart={cart} chosen={chosen} /> : null),
  };

  return (
    <ol className="delivery-steps">
      {STEPS.map((n) => (
        <li key={n} className={n === step ? 'delivery-step current' : 'delivery-step'}>
          <h2>
            <button
              type="button"
              className="delivery-step-title"
              data-testid={`delivery-step-${n}`}
              aria-current={n === step ? 'step' : undefined}
              disabled={n >= step}
              onClick={() => setStep(n)}
            >
              <span className="delivery-step-number">{n}</span> {t(STEP_TITLE[n])}
            </button>
          </h2>
          {n === step && content[n]()}
        </li>
      ))}
    </ol>
  );
}
