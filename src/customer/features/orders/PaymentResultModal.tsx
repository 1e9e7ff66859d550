import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCustomerResource, type CustomerResource } from '../../../data/customer/sync';
import { invoicesResource } from '../../../data/invoices';
import type { OrderKind } from '../../../data/orders/mirror';
import { orderListResources } from '../../../data/orders/lists';
import { orderResource } from '../../../data/orders/pickup';
import { useSession } from '../../../data/session';
import { PaymentResultDialog } from '../../../ui/PaymentResultDialog';
import { SignedOutPaymentResult } from '../../../ui/SignedOutPaymentResult';
import { ORDER_KINDS } from './orderKinds';

type PaymentResult = 'paymentOk' | 'paymentFailed';
type Props = { kind: OrderKind; result: PaymentResult };

/** What the result differs in between the kinds: the list Continue leads to, the button's test id and what is refreshed. */
const RESULTS = {
  pickup: {
    listPath: '/user_orders',
    continueTestId: { paymentOk: 'pok-continue', paymentFailed: 'pko-continue' },
    failedHint: null,
    // The order the gateway returned for, or the whole list when the address names none.
    resource: (orderId: number | null): CustomerResource => (orderId === null ? orderListResources.pickup : orderResource(orderId)),
  },
  delivery: {
    listPath: '/user/deliver_orders',
    continueTestId: { paymentOk: 'pdok-continue', paymentFailed: 'pdko-continue' },
    failedHint: 'paymentFailed.payAgain',
    resource: (): CustomerResource => orderListResources.delivery,
  },
} as const;

/**
 * /pok, /pko (pick-up) and /pdok, /pdko (delivery): title, message and Continue to the
 * kind's orders list. The gateway's return proves nothing (its notification does), so the modal only
 * refreshes the orders to show what the server knows.
 */
function SignedInPaymentResult({ kind, result }: Props) {
  const shape = RESULTS[kind];
  const { t } = useTranslation(ORDER_KINDS[kind].namespace);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderId = Number(search.get('order'));

  const known = Number.isInteger(orderId) && orderId > 0 ? orderId : null;
  const orders = useMemo(() => shape.resource(known), [shape, known]);
  useCustomerResource(orders, { refreshOnOpen: true });
  // A paid order has its invoice now: keep it on the device before the customer goes offline.
  useCustomerResource(invoicesResource, { refreshOnOpen: true, enabled: result === 'paymentOk' });

  const close = () => navigate(shape.listPath, { replace: true });
  const messages = [t(`${result}.message`), ...(result === 'paymentFailed' && shape.failedHint ? [t(shape.failedHint)] : [])];
  return (
    <PaymentResultDialog
      title={t(`${result}.title`)}
      messages={messages}
      continueLabel={t('continue')}
      continueTestId={shape.continueTestId[result]}
      onContinue={close}
    />
  );
}

/** Only a signed-in customer has orders to speak of; a visitor is asked to sign in. */
export function PaymentResultModal(props: Props) {
  const { isSignedIn, ready } = useSession();
  if (!ready) return null;
  return isSignedIn ? <SignedInPaymentResult {...props} /> : <SignedOutPaymentResult />;
}
