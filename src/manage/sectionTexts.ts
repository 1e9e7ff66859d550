import { i18n } from '../i18n';

type Texts = Record<string, unknown>;

/**
 * Adds a section's texts to the `manage` namespace under its key (`catalogue.…`, `shops.…`), both languages.
 * Each section calls it from its own lazily loaded chunk, so its texts stay out of the back office's first
 * load (the sign-in and the shell).
 */
export function addSectionTexts(key: string, texts: { es: Texts; en: Texts }): void {
  i18n.addResourceBundle('es', 'manage', { [key]: texts.es }, true, true);
  i18n.addResourceBundle('en', 'manage', { [key]: texts.en }, true, true);
}
