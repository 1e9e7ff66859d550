import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCustomerResource } from '../../data/customer/sync';
import { deliveryOrdersResource } from '../../data/deliveryOrders';
import { invoicesResource } from '../../data/invoices';
import { PaymentResultDialog } from '../../app/ui/PaymentResultDialog';
import { SignedOutPaymentResult } from '../../app/ui/SignedOutPaymentResult';
import { useSession } from '../../data/session';

type Props = { kind: 'paymentOk' | 'paymentFailed'; testId: 'pdok-continue' | 'pdko-continue' };

/**
 * Spec §2 /pdok and /pdko (DESIGN §3): title, message and Continue to /user/deliver_orders. The gateway's
 * return proves nothing (its notification does), so the modal only refreshes the orders from the server.
 */
function SignedInDeliveryPaymentResult({ kind, testId }: Props) {
  const { t } = useTranslation('deliveryOrders');
  const navigate = useNavigate();

  useCustomerResource(deliveryOrdersResource, { refreshOnOpen: true });
  // A paid order has its invoice now: keep it on the device before the customer goes offline.
  useCustomerResource(invoicesResource, { refreshOnOpen: true, enabled: kind === 'paymentOk' });

  const close = () => navigate('/user/deliver_orders', { replace: true });
  const messages = [t(`${kind}.message`), ...(kind === 'paymentFailed' ? [t('paymentFailed.payAgain')] : [])];
  return (
    <PaymentResultDialog
      title={t(`${kind}.title`)}
      messages={messages}
      continueLabel={t('continue')}
      continueTestId={testId}
      onContinue={close}
    />
  );
}

/** Only a signed-in customer has orders to speak of; a visitor is asked to sign in. */
function DeliveryPaymentResultModal(props: Props) {
  const { isSignedIn, ready } = useSession();
  if (!ready) return null;
  return isSignedIn ? <SignedInDeliveryPaymentResult {...props} /> : <SignedOutPaymentResult />;
}

export function DeliveryPaymentOkModal() {
  return <DeliveryPaymentResultModal kind="paymentOk" testId="pdok-continue" />;
}

export function DeliveryPaymentFailedModal() {
  return <DeliveryPaymentResultModal kind="paymentFailed" testId="pdko-continue" />;
}
