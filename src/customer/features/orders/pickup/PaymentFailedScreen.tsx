import { PaymentResultModal } from '../PaymentResultModal';

/** Route /pko (lazy screen). */
export default function PaymentFailedScreen() {
  return <PaymentResultModal kind="pickup" result="paymentFailed" />;
}
