/// <reference lib="webworker" />
// Order notifications by Web Push: the server pushes what happened to which order; the words
// are chosen here, in the language the device subscribed with, and a tap opens that order in the app.
import * as v from 'valibot';
import { PushPayloadSchema } from '../src/api/contract/customer/push';
import { pushLink } from '../src/domain/orders/orderNotifications';
import { notificationText } from '../src/i18n/notificationTexts';
import { DOCUMENT_LANGUAGE_TAGS } from '../src/domain/text/language';

declare let self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

function readPayload(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return null;
  }
}

function showOrderNotification(data: PushMessageData | null): Promise<void> {
  const parsed = v.safeParse(PushPayloadSchema, readPayload(data));
  // A subscription is userVisibleOnly: every push must show something, even one we cannot read.
  if (!parsed.success) return self.registration.showNotification('Ritmo Café', { icon: ICON, data: { url: '/#/user_orders' } });
  const payload = parsed.output;
  const { title, body } = notificationText(payload);
  const orderId = 'orderId' in payload ? payload.orderId : payload.deliveryOrderId;
  return self.registration.showNotification(title, {
    body,
    icon: ICON,
    lang: DOCUMENT_LANGUAGE_TAGS[payload.language],
    // One notification per order: a newer status replaces the older one.
    tag: `order-${orderId}`,
    data: { url: pushLink(payload), orderId, kind: payload.kind },
  });
}

/** Focuses a window of the app and shows the order there, or opens one. */
async function openOrder(link: string): Promise<void> {
  const url = new URL(link, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      await focused.navigate(url);
      return;
    } catch {
      // navigate() refuses a window this worker does not control; a new window always works.
    }
  }
  await self.clients.openWindow(url);
}

export function registerOrderNotifications(): void {
  self.addEventListener('push', (event) => event.waitUntil(showOrderNotification(event.data)));
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(openOrder(typeof link === 'string' && link.startsWith('/') ? link : '/'));
  });
}
