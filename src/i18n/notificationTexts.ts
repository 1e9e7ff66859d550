import { LANGUAGES, type Language } from '../api/contract/common';
import type { PushKind, PushPayload } from '../api/contract/customer/push';
import { orderCallName } from '../domain/orders/pickupStatus';
import { FALLBACK_LANGUAGE, withFallback } from './fallbackBundle';

// The order notifications' words, for the service worker: plain dictionaries, so its bundle carries no
// i18next. `{order}` is the order's call name (#42, or the order code when it has no daily number).
type Texts = Record<PushKind, { title: string; body: string }>;

const bundles = import.meta.glob<Texts>('./*/notifications.json', { eager: true, import: 'default' });
const ownTexts = (language: Language): Partial<Texts> => bundles[`./${language}/notifications.json`] ?? {};

// Valencian's texts merged over Spanish's, as the app's bundles are (src/i18n/fallbackBundle.ts).
const TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => {
    const fallback = FALLBACK_LANGUAGE[language];
    return [language, fallback ? withFallback(ownTexts(language), ownTexts(fallback)) : ownTexts(language)];
  }),
) as Record<Language, Texts>;

/** The title and body of an order notification, in the language the device subscribed with. */
export function notificationText(payload: PushPayload): { title: string; body: string } {
  const text = TEXTS[payload.language][payload.kind];
  const order = orderCallName(payload);
  return { title: text.title.replace('{order}', order), body: text.body };
}
