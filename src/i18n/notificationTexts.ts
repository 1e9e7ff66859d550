import type { Language } from '../api/contract/common';
import type { PushKind, PushPayload } from '../api/contract/customer/push';
import { orderCallName } from '../domain/orders/pickupStatus';
import en from './en/notifications.json';
import es from './es/notifications.json';

// The order notifications' words, for the service worker: plain dictionaries, so its bundle carries no
// i18next. `{order}` is the order's call name (#42, or the order code when it has no daily number).
const TEXTS: Record<Language, Record<PushKind, { title: string; body: string }>> = { es, en };

/** The title and body of an order notification, in the language the device subscribed with. */
export function notificationText(payload: PushPayload): { title: string; body: string } {
  const text = TEXTS[payload.language][payload.kind];
  const order = orderCallName(payload);
  return { title: text.title.replace('{order}', order), body: text.body };
}
