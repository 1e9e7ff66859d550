import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCustomerResource } from '../../data/customer/sync';
import { invoicesResource } from '../../data/invoices';
import { orderResource, ordersResource } from '../../data/orders';
import { PaymentResultDialog } from '../../app/ui/PaymentResultDialog';
import { SignedOutPaymentResult } from '../../app/ui/SignedOutPaymentResult';
import { useSession } from '../../data/session';

type Props = { kind: 'paymentOk' | 'paymentFailed'; testId: 'pok-continue' | 'pko-continue' };

/**
 * Spec §2 /pok and /pko: title, message and Continue to /user_orders. The gateway's return proves nothing
 * (the notification does), so the screen only refreshes the order to show what the server knows.
 */
function SignedInPaymentResult({ kind, testId }: Props) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderId = Number(search.get('order'));

  const known = Number.isInteger(orderId) && orderId > 0;
  const order = useMemo(() => (known ? orderResource(orderId) : ordersResource), [known, orderId]);
  useCustomerResource(order, { refreshOnOpen: true });
  // A paid order has its invoice now: keep it on the device before the customer goes offline.
  useCustomerResource(invoicesResource, { refreshOnOpen: true, enabled: kind === 'paymentOk' });

  const close = () => navigate('/user_orders', { replace: true });
  return (
    <PaymentResultDialog
      title={t(`${kind}.title`)}
      messages={[t(`${kind}.message`)]}
      continueLabel={t('continue')}
      continueTestId={testId}
      onContinue={close}
    />
  );
}

/** Only a signed-in customer has orders to speak of; a visitor is asked to sign in. */
function PaymentResultModal(props: Props) {
  const { isSignedIn, ready } = useSession();
  if (!ready) return null;
  return isSignedIn ? <SignedInPaymentResult {...props} /> : <SignedOutPaymentResult />;
}

export function PaymentOkModal() {
  return <PaymentResultModal kind="paymentOk" testId="pok-continue" />;
}

export function PaymentFailedModal() {
  return <PaymentResultModal kind="paymentFailed" testId="pko-continue" />;
}
