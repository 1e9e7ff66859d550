import { describe, expect, it } from 'vitest';
import { DOCUMENT_LANGUAGE_TAGS, languageId, pickLanguage, storedLanguage } from '../../../../src/domain/text/language';

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

describe('pickLanguage: Valencian', () => {
  it('reads the culture cookie the picker writes (ca) and the other names of Valencian', () => {
    for (const cookie of ['ca', 'CA', 'ca-ES', 'ca_ES', 'ca-valencia', 'ca-ES-valencia', 'va', 'val', 'VAL'])
      expect(pickLanguage(cookie, ['en-GB']), cookie).toBe('ca');
  });
  it('takes Valencian and Catalan from the phone languages', () => {
    for (const tag of ['ca-ES-valencia', 'ca-valencia', 'ca', 'ca-ES', 'ca-AD', 'ca-FR', 'ca-IT']) expect(pickLanguage(null, [tag]), tag).toBe('ca');
  });
  it('respects the order of the phone languages: the first one the app speaks wins', () => {
    expect(pickLanguage(null, ['ca-ES-valencia', 'es-ES', 'en'])).toBe('ca');
    expect(pickLanguage(null, ['es-ES', 'ca-ES-valencia'])).toBe('es');
    expect(pickLanguage(null, ['fr-FR', 'ca-ES', 'en-GB'])).toBe('ca');
    expect(pickLanguage(null, ['en-GB', 'ca'])).toBe('en');
  });
  it('lets the cookie win over a Valencian phone, and a Valencian cookie over a Spanish phone', () => {
    expect(pickLanguage('es', ['ca-ES-valencia'])).toBe('es');
    expect(pickLanguage('ca', ['es-ES', 'en'])).toBe('ca');
  });
  it('does not mistake other languages for Valencian', () => {
    expect(pickLanguage(null, ['cat', 'cs', 'car', 'vai', 'valencian-ish'])).toBe('es');
    expect(pickLanguage('cat', ['en'])).toBe('en');
  });
});

describe('the document tag and stored codes', () => {
  it('declares Valencian as ca-ES-valencia while the app code stays ca', () => {
    expect(DOCUMENT_LANGUAGE_TAGS).toEqual({ es: 'es', en: 'en', ca: 'ca-ES-valencia' });
  });
  it('reads stored codes, Spanish for anything unknown', () => {
    expect(storedLanguage('ca')).toBe('ca');
    expect(storedLanguage('en')).toBe('en');
    expect(storedLanguage('es')).toBe('es');
    expect(storedLanguage('fr')).toBe('es');
    expect(storedLanguage(undefined)).toBe('es');
  });
});

describe('languageId (spec §9: es 1, en 2; Valencian 3)', () => {
  it('maps the languages to their ids', () => {
    expect(languageId('es')).toBe(1);
    expect(languageId('en')).toBe(2);
    expect(languageId('ca')).toBe(3);
  });
});
