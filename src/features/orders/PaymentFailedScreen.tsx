import { PaymentFailedModal } from './PaymentResultModal';

/** Route /pko (lazy screen). */
export default PaymentFailedModal;
