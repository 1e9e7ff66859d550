import type { OrderKind } from '../../../data/orders/mirror';

/** The page that says an order is paid — /pok for pick-up, /pdok for delivery. */
export function paidPagePath(kind: OrderKind, orderId: number): string {
  return `${kind === 'pickup' ? '/pok' : '/pdok'}?order=${orderId}`;
}
