import type { Language } from '../api/contract/common';
import type { PushKind, PushPayload } from '../api/contract/push';
import { orderCallName } from '../domain/pickupStatus';

// The order notifications' words, for the service worker: a plain dictionary, so its bundle carries no
// i18next. `{order}` is the order's call name (#42, or the order code when it has no daily number).
const TEXTS: Record<Language, Record<PushKind, { title: string; body: string }>> = {
  es: {
    ready: { title: '¡Tu pedido {order} está listo!', body: 'Enseña este QR en el mostrador para recogerlo.' },
    paymentFailed: { title: 'El pago del pedido {order} no se ha completado', body: 'Tu pedido sigue esperando el pago. Puedes intentarlo de nuevo.' },
    inTransport: { title: 'Tu pedido {order} va de camino', body: 'Ya lo tiene el transportista.' },
    delivered: { title: 'Tu pedido {order} se ha entregado', body: 'Gracias por comprar en Ritmo.' },
    deliveryPaymentFailed: {
      title: 'El pago del pedido {order} no se ha completado',
      body: 'Tu pedido a domicilio sigue esperando el pago. Puedes intentarlo de nuevo.',
    },
  },
  en: {
    ready: { title: 'Your order {order} is ready!', body: 'Show this QR at the counter to collect it.' },
    paymentFailed: { title: 'The payment for order {order} did not go through', body: 'Your order is still waiting to be paid. You can try again.' },
    inTransport: { title: 'Your order {order} is on its way', body: 'The carrier has it now.' },
    delivered: { title: 'Your order {order} has been delivered', body: 'Thank you for shopping at Ritmo.' },
    deliveryPaymentFailed: {
      title: 'The payment for order {order} did not go through',
      body: 'Your delivery order is still waiting to be paid. You can try again.',
    },
  },
};

/** The title and body of an order notification, in the language the device subscribed with. */
export function notificationText(payload: PushPayload): { title: string; body: string } {
  const text = TEXTS[payload.language][payload.kind];
  const order = orderCallName(payload);
  return { title: text.title.replace('{order}', order), body: text.body };
}
