import { PAYMENT_TYPE } from '../../../src/domain/pricing/paymentMethods';
import type { PaymentsConfig } from '../../platform/config/config';
import { ApiFailure } from '../../platform/http/envelope';

/**
 * Bizum is offered only by terminals that contracted it (REDSYS_BIZUM): an order to be paid with Bizum
 * on a terminal without it is refused before anything is written, since the gateway would refuse it anyway.
 */
export function assertPaymentTypeOffered(paymentTypeId: number, payments: Pick<PaymentsConfig, 'bizum'>): void {
  if (paymentTypeId === PAYMENT_TYPE.bizum && !payments.bizum) {
    throw new ApiFailure(409, 'bizum_unavailable', 'Bizum is not available at the moment; pay by card or wallet.', 'paymentType.id');
  }
}
