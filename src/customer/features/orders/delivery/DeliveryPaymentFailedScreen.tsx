import { PaymentResultModal } from '../PaymentResultModal';

/** Route /pdko (lazy screen). */
export default function DeliveryPaymentFailedScreen() {
  return <PaymentResultModal kind="delivery" result="paymentFailed" />;
}
