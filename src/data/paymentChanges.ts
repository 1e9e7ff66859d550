type PaymentState = { orderId: number; paymentStatus: { id: number } };

/**
 * True when an order is new to a mirror or its payment status differs from the stored one: it was paid,
 * failed or cancelled, so ritmitos may have been spent, earned or given back.
 */
export function paymentStatusMoved(stored: readonly (PaymentState | undefined)[], incoming: readonly PaymentState[]): boolean {
  const before = new Map(stored.filter((order) => order !== undefined).map((order) => [order.orderId, order.paymentStatus.id]));
  return incoming.some((order) => before.get(order.orderId) !== order.paymentStatus.id);
}
