import type { Language } from '../../../src/api/contract';
import { pickLanguage } from '../../../src/domain/text/language';

/** Language tags of an Accept-Language header, most preferred first, refused ones (q=0) left out. */
export function acceptedLanguageTags(header: string): string[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag);
}

/** The answer language: the app's X-Language header, else the browser's Accept-Language, else Spanish. */
export function requestLanguage(xLanguage: string | undefined, acceptLanguage: string | undefined): Language {
  return pickLanguage(xLanguage, acceptedLanguageTags(acceptLanguage ?? ''));
}
