/** Messages between the page and the service worker about the kept documents (sw/documents.ts). */
export const REFRESH_DOCUMENT_MESSAGE = 'REFRESH_DOCUMENT';

/** The response header naming a rendered document's variant, `LOCATIONCODE.language` (server/document). */
export const DOCUMENT_VARIANT_HEADER = 'X-Document-Variant';

export function documentVariant(locationCode: string, language: string): string {
  return `${locationCode.toUpperCase()}.${language}`;
}
