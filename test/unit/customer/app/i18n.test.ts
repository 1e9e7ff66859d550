import { beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage, i18n, initI18n, readCookie } from '../../../../src/i18n';

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

function setCultureCookie(value: string | null) {
  document.cookie = value === null ? 'culture=; max-age=0; path=/' : `culture=${value}; path=/`;
}

describe('language detector (spec §9: culture cookie, then browser language)', () => {
  it('uses the culture cookie first', () => {
    setBrowserLanguages(['es-ES']);
    setCultureCookie('en');
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to the first browser language it knows', () => {
    setCultureCookie(null);
    setBrowserLanguages(['fr-FR', 'en-GB', 'es']);
    expect(detectLanguage()).toBe('en');
  });

  it('ignores an unknown cookie value and defaults to Spanish', () => {
    setCultureCookie('de');
    setBrowserLanguages(['fr-FR']);
    expect(detectLanguage()).toBe('es');
  });

  it('reads cookies by exact name', () => {
    expect(readCookie('culture', 'x_culture=en; culture=es; other=1')).toBe('es');
    expect(readCookie('culture', 'x_culture=en')).toBeNull();
  });
});

describe('i18n start', () => {
  beforeAll(async () => {
    setCultureCookie('en');
    await initI18n();
  });

  it('sets <html lang> to the detected language', () => {
    expect(document.documentElement.lang).toBe('en');
  });

  it('loads the app namespace of that language only', () => {
    expect(i18n.t('nav.home', { ns: 'app' })).toBe('Home');
    expect(i18n.hasResourceBundle('es', 'app')).toBe(false);
  });

  it("translates the search's nothing-found message (spec §8)", () => {
    expect(i18n.t('search.nothingFound', { ns: 'app' })).toBe('We have not found anything with that name.');
  });
});
