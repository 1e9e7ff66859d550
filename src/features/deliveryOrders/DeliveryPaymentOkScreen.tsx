import { DeliveryPaymentOkModal } from './DeliveryPaymentResultModal';

/** Route /pdok (lazy screen). */
export default DeliveryPaymentOkModal;
