import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS, type Language } from '../../../src/api/contract';

type Names = Record<number, Record<Language, string>>;

/** Pick-up and delivery status names. */
const ORDER_STATUS_NAMES: Names = {
  [ORDER_STATUS.none]: { es: 'Sin estado', en: 'No status', ca: 'Sense estat' },
  [ORDER_STATUS.pending]: { es: 'Pendiente', en: 'Pending', ca: 'Pendent' },
  [ORDER_STATUS.inQueue]: { es: 'En cola', en: 'In queue', ca: 'En cua' },
  [ORDER_STATUS.inPreparation]: { es: 'En preparación', en: 'In preparation', ca: 'En preparació' },
  [ORDER_STATUS.prepared]: { es: 'Preparado', en: 'Ready', ca: 'Preparada' },
  [ORDER_STATUS.delivery]: { es: 'Entregado', en: 'Delivered', ca: 'Lliurada' },
  [ORDER_STATUS.cancel]: { es: 'Cancelado', en: 'Cancelled', ca: 'Cancel·lada' },
  [ORDER_STATUS.notCollected]: { es: 'No recogido', en: 'Not collected', ca: 'No recollida' },
  // Delivery status names (their ids never meet the pick-up ones); Draft reads as Waiting.
  [DELIVERY_STATUS.draft]: { es: 'En espera', en: 'Waiting', ca: 'En espera' },
  [DELIVERY_STATUS.waiting]: { es: 'En espera', en: 'Waiting', ca: 'En espera' },
  [DELIVERY_STATUS.orderReady]: { es: 'Pedido preparado', en: 'Order ready', ca: 'Comanda preparada' },
  [DELIVERY_STATUS.inTransport]: { es: 'En transporte', en: 'In transport', ca: 'En transport' },
  [DELIVERY_STATUS.inDelivery]: { es: 'En reparto', en: 'Out for delivery', ca: 'En repartiment' },
  [DELIVERY_STATUS.orderInShop]: { es: 'En tienda', en: 'In shop', ca: 'En botiga' },
  [DELIVERY_STATUS.delivered]: { es: 'Entregado', en: 'Delivered', ca: 'Lliurada' },
  [DELIVERY_STATUS.cancel]: { es: 'Cancelado', en: 'Cancelled', ca: 'Cancel·lada' },
};

/** Payment status names. */
const PAYMENT_STATUS_NAMES: Names = {
  [PAYMENT_STATUS.pending]: { es: 'Pendiente de pago', en: 'Awaiting payment', ca: 'Pendent de pagament' },
  [PAYMENT_STATUS.paid]: { es: 'Pagado', en: 'Paid', ca: 'Pagada' },
  [PAYMENT_STATUS.failed]: { es: 'Pago rechazado', en: 'Payment refused', ca: 'Pagament rebutjat' },
  [PAYMENT_STATUS.cancelled]: { es: 'Cancelado', en: 'Cancelled', ca: 'Cancel·lat' },
};

const named = (names: Names, id: number, language: Language) => ({ id, name: names[id]?.[language] ?? String(id) });

export const orderStatusOf = (id: number, language: Language) => named(ORDER_STATUS_NAMES, id, language);
export const paymentStatusOf = (id: number, language: Language) => named(PAYMENT_STATUS_NAMES, id, language);
