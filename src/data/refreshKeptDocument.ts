import { REFRESH_DOCUMENT_MESSAGE } from './documentVariant';

/**
 * The location or the cookie banner changed: the service worker fetches the document anew, so the next
 * start (offline too) shows this choice.
 */
export function refreshKeptDocument(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: REFRESH_DOCUMENT_MESSAGE });
}
