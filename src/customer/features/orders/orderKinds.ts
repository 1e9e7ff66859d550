import type { OrderKind } from '../../../data/orders/mirror';

/** What the order screens of each kind name differently: their translations and the prefix of their test ids and card classes. */
export const ORDER_KINDS = {
  pickup: { namespace: 'orders', testIdPrefix: 'order', payLabel: 'pay', cancelLabel: 'cancelOrder' },
  delivery: { namespace: 'deliveryOrders', testIdPrefix: 'delivery-order', payLabel: 'payCard', cancelLabel: 'cancel' },
} as const satisfies Record<OrderKind, { namespace: string; testIdPrefix: string; payLabel: string; cancelLabel: string }>;
