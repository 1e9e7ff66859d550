import type { Language } from '../../../src/api/contract';
import { waitMinutes } from '../../../src/domain/orders/cart';
import { pickupSlots } from '../../../src/domain/schedule/pickupTime';
import { openForAsap } from '../../../src/domain/schedule/asapOpen';
import { shopClockTime } from '../../../src/domain/schedule/shopTime';
import type { Executor } from '../../platform/db/transaction';
import { DetailedRefusal } from '../../platform/http/envelope';
import { locationById } from './orderCatalogue';
import type { OrderRow } from './serializers';

/** When and in which language a payment is started. */
export interface PaymentMoment {
  now: Date;
  language: Language;
}

/** The spec's closed-shop words, and the pick-up time later today a new order could be placed for. */
function closedMessage(language: Language, nextPickup: string | null): string {
  if (language === 'en') {
    const later = nextPickup ? ` You can still order for pick-up later today: the next pick-up time is ${nextPickup}.` : '';
    return `We are closed at the moment, it is not possible to place orders.${later}`;
  }
  if (language === 'ca') {
    const later = nextPickup ? ` Encara pots demanar per a recollir més tard hui: la pròxima hora de recollida és a les ${nextPickup}.` : '';
    return `Ara mateix estem tancats, no es poden fer comandes.${later}`;
  }
  const later = nextPickup ? ` Aún puedes pedir para recoger más tarde hoy: la próxima hora de recogida es a las ${nextPickup}.` : '';
  return `Ahora mismo estamos cerrados, no es posible hacer pedidos.${later}`;
}

/**
 * A pick-up order for "as soon as possible" (no chosen time) goes to the counter once it is paid, so
 * paying it (card, Bizum or wallet) needs its shop open now, on the shop's clock, long enough to make it
 * (src/domain/schedule/asapOpen.ts). Otherwise 409
 * `shop_closed`, with the first pick-up time later today the customer could order for (`nextFreeSlot`,
 * and on the shop's clock in the message), or null when today has none left. Orders with a chosen time
 * and delivery orders pass.
 */
export async function refuseAsapPaymentWhileClosed(db: Executor, order: OrderRow, { now, language }: PaymentMoment): Promise<void> {
  if (order.kind !== 'pickup' || order.pickupAt !== null) return;
  const location = await locationById(db, order.locationId);
  const wait = waitMinutes(order.totalProducts);
  if (!location || openForAsap(location.schedule, now, location.timeZone, wait)) return;
  const [next] = pickupSlots({ schedule: location.schedule, timeZone: location.timeZone, now, waitMinutes: wait });
  const message = closedMessage(language, next ? shopClockTime(next, location.timeZone) : null);
  throw new DetailedRefusal(409, 'shop_closed', message, { nextFreeSlot: next?.toISOString() ?? null });
}
