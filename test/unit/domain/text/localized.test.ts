import { describe, expect, it } from 'vitest';
import { localized } from '../../../../src/domain/text/localized';

describe('localized (a catalogue text in a language, Spanish where it has none)', () => {
  const text = { es: 'Café con leche', en: 'White coffee', ca: 'Café amb llet' };

  it('gives each language its own text', () => {
    expect(localized(text, 'es')).toBe('Café con leche');
    expect(localized(text, 'en')).toBe('White coffee');
    expect(localized(text, 'ca')).toBe('Café amb llet');
  });

  it('falls back to Spanish when the Valencian text is missing, empty or blank', () => {
    expect(localized({ es: 'Tostada', en: 'Toast' }, 'ca')).toBe('Tostada');
    expect(localized({ es: 'Tostada', en: 'Toast', ca: '' }, 'ca')).toBe('Tostada');
    expect(localized({ es: 'Tostada', en: 'Toast', ca: '   ' }, 'ca')).toBe('Tostada');
  });

  it('falls back to Spanish for an empty English text too, and never to Valencian', () => {
    expect(localized({ es: 'Tostada', en: '', ca: 'Torrada' }, 'en')).toBe('Tostada');
    expect(localized({ es: '', en: 'Toast', ca: 'Torrada' }, 'es')).toBe('');
  });
});
