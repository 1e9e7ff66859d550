import { DeliveryPaymentFailedModal } from './DeliveryPaymentResultModal';

/** Route /pdko (lazy screen). */
export default DeliveryPaymentFailedModal;
