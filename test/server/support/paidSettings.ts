import { REFERRAL_MIN_ORDER_CENTS } from '../../../src/domain/loyalty/loyalty';
import { ephemeralConfig } from '../../../server/platform/config/config';
import type { PaidOrderSettings } from '../../../server/modules/orders/paymentState';

/** The demo issuer (the seeded shops' legal entity) and the default referral threshold, as a demo server pays orders. */
export const PAID: PaidOrderSettings = { referralMinOrderCents: REFERRAL_MIN_ORDER_CENTS, issuer: ephemeralConfig().verifactu };
