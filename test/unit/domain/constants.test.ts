import { describe, expect, it } from 'vitest';
import * as domain from '../../../src/domain';

describe('constants (spec §9 business constants)', () => {
  it('holds the values of the spec', () => {
    expect(domain.APP_VERSION).toBe('1.1.46');
    expect(domain.DEFAULT_LOCATION).toEqual({ id: 10, code: 'va01' });
    expect(domain.HOME_DELIVERY_CODE).toBe('ONLINE');
    expect(domain.ALERT_TIMEOUT_SECONDS).toBe(3);
    expect(domain.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(domain.REFERENCE_MAX_AGE_MS).toBe(600_000);
    expect(domain.PENDING_ORDERS_REFRESH_MS).toBe(30_000);
    expect(domain.SESSION_COOKIE_DAYS).toBe(180);
    expect(domain.CONSENT_COOKIE_DAYS).toBe(365);
    expect(domain.LANGUAGE_COOKIE).toBe('culture');
    expect(domain.LOW_STOCK_BELOW).toBe(5);
    expect(domain.AUTOCOMPLETE_LIMIT).toBe(10);
    expect(domain.LANGUAGE_IDS).toEqual({ es: 1, en: 2, ca: 3 });
    expect(domain.PAID_STATUS_ID).toBe(11001);
    expect(domain.PAYMENT_TYPE).toEqual({ card: 10005, wallet: 10004, bizum: 10006 });
  });
  it('re-exports every rule from the index', () => {
    for (const name of [
      'round2',
      'splitGross',
      'priceLine',
      'productSlug',
      'stockNotes',
      'isOpenAt',
      'weekRows',
      'resolveStoredLocation',
      'catalogueBlocks',
      'searchProducts',
      'isStale',
      'bottomNavItems',
      'splitRecipes',
      'hasValidConsent',
      'pickLanguage',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
