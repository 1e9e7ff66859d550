import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS, type Language } from '../../../src/api/contract';

type Names = Record<number, Record<Language, string>>;

/** Pick-up and delivery status names. */
const ORDER_STATUS_NAMES: Names = {
  [ORDER_STATUS.none]: { es: 'Sin estado', en: 'No status' },
  [ORDER_STATUS.pending]: { es: 'Pendiente', en: 'Pending' },
  [ORDER_STATUS.inQueue]: { es: 'En cola', en: 'In queue' },
  [ORDER_STATUS.inPreparation]: { es: 'En preparación', en: 'In preparation' },
  [ORDER_STATUS.prepared]: { es: 'Preparado', en: 'Ready' },
  [ORDER_STATUS.delivery]: { es: 'Entregado', en: 'Delivered' },
  [ORDER_STATUS.cancel]: { es: 'Cancelado', en: 'Cancelled' },
  [ORDER_STATUS.notCollected]: { es: 'No recogido', en: 'Not collected' },
  // Delivery status names (their ids never meet the pick-up ones); Draft reads as Waiting.
  [DELIVERY_STATUS.draft]: { es: 'En espera', en: 'Waiting' },
  [DELIVERY_STATUS.waiting]: { es: 'En espera', en: 'Waiting' },
  [DELIVERY_STATUS.orderReady]: { es: 'Pedido preparado', en: 'Order ready' },
  [DELIVERY_STATUS.inTransport]: { es: 'En transporte', en: 'In transport' },
  [DELIVERY_STATUS.inDelivery]: { es: 'En reparto', en: 'Out for delivery' },
  [DELIVERY_STATUS.orderInShop]: { es: 'En tienda', en: 'In shop' },
  [DELIVERY_STATUS.delivered]: { es: 'Entregado', en: 'Delivered' },
  [DELIVERY_STATUS.cancel]: { es: 'Cancelado', en: 'Cancelled' },
};

/** Payment status names. */
const PAYMENT_STATUS_NAMES: Names = {
  [PAYMENT_STATUS.pending]: { es: 'Pendiente de pago', en: 'Awaiting payment' },
  [PAYMENT_STATUS.paid]: { es: 'Pagado', en: 'Paid' },
  [PAYMENT_STATUS.failed]: { es: 'Pago rechazado', en: 'Payment refused' },
  [PAYMENT_STATUS.cancelled]: { es: 'Cancelado', en: 'Cancelled' },
};

const named = (names: Names, id: number, language: Language) => ({ id, name: names[id]?.[language] ?? String(id) });

export const orderStatusOf = (id: number, language: Language) => named(ORDER_STATUS_NAMES, id, language);
export const paymentStatusOf = (id: number, language: Language) => named(PAYMENT_STATUS_NAMES, id, language);
