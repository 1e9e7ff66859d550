import { PaymentResultModal } from '../PaymentResultModal';

/** Route /pdok (lazy screen). */
export default function DeliveryPaymentOkScreen() {
  return <PaymentResultModal kind="delivery" result="paymentOk" />;
}
