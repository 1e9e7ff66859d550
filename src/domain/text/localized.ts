import type { Language, LocalizedText } from '../../api/contract';

/**
 * A catalogue text in the asked language; where that language's text is missing, empty or only blanks the
 * Spanish one shows. Valencian is optional in the catalogue, so a product without it reads in Spanish.
 */
export function localized(text: LocalizedText, language: Language): string {
  const own = text[language];
  return own !== undefined && own.trim() !== '' ? own : text.es;
}
