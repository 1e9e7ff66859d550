import { useContext, useMemo } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '../api/contract';
import { storedLanguage } from '../domain/text/language';

/**
 * The `common` namespace's t and the language, for components rendered by the dozen (product cards,
 * prices, stars). useTranslation copies the whole i18n instance on every mount, which the profile showed
 * as the top cost of a catalogue render; `common` is loaded at start and a language change reloads the
 * page, so reading the instance from context is enough.
 */
export function useCommonTranslation(): { t: TFunction<'common'>; language: Language } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return useMemo(() => ({ t: i18n.getFixedT(null, 'common'), language: storedLanguage(i18n.resolvedLanguage) }), [i18n]);
}

/**
 * The `catalogue` namespace's t, read the same way, for the product cards' allergens: the first screen's
 * document carries the namespace and the screens that show cards load it (the counter's bundle never does).
 */
export function useCatalogueTranslation(): TFunction<'catalogue'> {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return useMemo(() => i18n.getFixedT(null, 'catalogue'), [i18n]);
}
