import type { Language, LocalizedText, MenuEntry } from '../../../src/api/contract';
import { localized } from '../../../src/domain/text/localized';
import type { LocalizedMenuEntry } from '../../platform/db/seed/types';

/** The text in the request's language, falling back to Spanish (the default) when a translation is missing or empty. */
export function pick(text: LocalizedText, language: Language): string {
  return localized(text, language);
}

export function pickAll(texts: readonly LocalizedText[], language: Language): string[] {
  return texts.map((text) => pick(text, language));
}

export function localizeMenus(entries: readonly LocalizedMenuEntry[], language: Language): MenuEntry[] {
  return entries.map(({ items, title, ...entry }) => ({
    ...entry,
    title: pick(title, language),
    ...(items ? { items: localizeMenus(items, language) } : {}),
  }));
}
