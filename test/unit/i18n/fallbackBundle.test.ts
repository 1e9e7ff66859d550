import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, withFallback } from '../../../src/i18n/fallbackBundle';

describe('withFallback (Valencian bundles over Spanish ones)', () => {
  it('falls back from Valencian to Spanish only', () => {
    expect(FALLBACK_LANGUAGE).toEqual({ ca: 'es' });
  });

  it('keeps the own texts and takes the missing or empty ones from the fallback, nested alike', () => {
    const es = { title: 'Carrito', empty: 'Tu carrito está vacío', total: { label: 'Total', vat: 'IVA incluido' }, only: 'Solo en español' };
    const ca = { title: 'Cistella', empty: '', total: { label: 'Total' } };
    expect(withFallback(ca, es)).toEqual({
      title: 'Cistella',
      empty: 'Tu carrito está vacío',
      total: { label: 'Total', vat: 'IVA incluido' },
      only: 'Solo en español',
    });
  });

  it('keeps keys only the own bundle has and leaves both inputs unchanged', () => {
    const es = { a: 'A' };
    const ca = { b: 'B' };
    expect(withFallback(ca, es)).toEqual({ a: 'A', b: 'B' });
    expect(es).toEqual({ a: 'A' });
    expect(ca).toEqual({ b: 'B' });
  });
});
