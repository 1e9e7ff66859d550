import { describe, expect, it } from 'vitest';
import { languageId, pickLanguage } from '../../../../src/domain/text/language';

describe('pickLanguage (spec §9: saved cookie, then browser language, default es)', () => {
  it('uses the culture cookie first', () => {
    expect(pickLanguage('en', ['es-ES'])).toBe('en');
    expect(pickLanguage('es', ['en-GB'])).toBe('es');
  });
  it('accepts cookie values with a region or in capitals', () => {
    expect(pickLanguage('EN-gb', [])).toBe('en');
    expect(pickLanguage('es_ES', ['en'])).toBe('es');
  });
  it('ignores an unsupported cookie and uses the browser languages', () => {
    expect(pickLanguage('fr', ['en-US', 'es'])).toBe('en');
    expect(pickLanguage(null, ['en-US'])).toBe('en');
    expect(pickLanguage(undefined, ['es-MX'])).toBe('es');
  });
  it('takes the first supported browser language', () => {
    expect(pickLanguage(null, ['fr-FR', 'de', 'en-GB', 'es'])).toBe('en');
  });
  it('does not mistake other languages for es or en', () => {
    expect(pickLanguage(null, ['eo', 'eu', 'esperanto', 'eng'])).toBe('es');
    expect(pickLanguage(null, ['esperanto', 'en'])).toBe('en');
  });
  it('defaults to Spanish', () => {
    expect(pickLanguage(null, [])).toBe('es');
    expect(pickLanguage('', ['fr'])).toBe('es');
  });
});

describe('languageId (spec §9: es 1, en 2)', () => {
  it('maps the languages to their ids', () => {
    expect(languageId('es')).toBe(1);
    expect(languageId('en')).toBe(2);
  });
});
