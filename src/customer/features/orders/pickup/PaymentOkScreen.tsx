import { PaymentResultModal } from '../PaymentResultModal';

/** Route /pok (lazy screen). */
export default function PaymentOkScreen() {
  return <PaymentResultModal kind="pickup" result="paymentOk" />;
}
