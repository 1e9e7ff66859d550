/** Messages between the page and the service worker about the kept documents (sw/documents.ts). */
export const REFRESH_DOCUMENT_MESSAGE = 'REFRESH_DOCUMENT';

/** The response header naming a rendered document's variant, `LOCATIONCODE.language` (server/document). */
export const DOCUMENT_VARIANT_HEADER = 'X-Document-Variant';

export function documentVariant(locationCode: string, language: string): string {
  return `${locationCode.toUpperCase()}.${language}`;
}

/**
 * The location or the cookie banner changed: the service worker fetches the document anew, so the next
 * start (offline too) shows this choice.
 */
export function refreshKeptDocument(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: REFRESH_DOCUMENT_MESSAGE });
}
