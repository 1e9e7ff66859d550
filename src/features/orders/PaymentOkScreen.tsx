import { PaymentOkModal } from './PaymentResultModal';

/** Route /pok (lazy screen). */
export default PaymentOkModal;
