import { DELIVERY_STATUS, ORDER_STATUS } from '../../api/contract/statuses';
import type { PushKind, PushPayload } from '../../api/contract/customer/push';

type OrderKind = 'pickup' | 'delivery';

/** The status changes a customer is told about by push (pick-up Prepared; delivery InTransport, Delivered). */
export function statusPushKind(orderKind: OrderKind, statusId: number): PushKind | null {
  if (orderKind === 'pickup') return statusId === ORDER_STATUS.prepared ? 'ready' : null;
  if (statusId === DELIVERY_STATUS.inTransport) return 'inTransport';
  if (statusId === DELIVERY_STATUS.delivered) return 'delivered';
  return null;
}

/** A failed payment is told about too, on the kind of order it was for. */
export function paymentFailedPushKind(orderKind: OrderKind): PushKind {
  return orderKind === 'pickup' ? 'paymentFailed' : 'deliveryPaymentFailed';
}

/**
 * Routes: the app's hash URL a tap on the notification opens: the order screen of a
 * pick-up order, the delivery order's detail in the delivery-orders list (?order=).
 */
export function pushLink(payload: PushPayload): string {
  return 'orderId' in payload ? `/#/order/${payload.orderId}` : `/#/user/deliver_orders?order=${payload.deliveryOrderId}`;
}
