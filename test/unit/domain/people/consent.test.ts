import { describe, expect, it } from 'vitest';
import { consentExpiry, hasValidConsent } from '../../../../src/domain/people/consent';

describe('consentExpiry (spec §9: consent cookie lasts 12 months)', () => {
  it('is the same day and time twelve months later', () => {
    const expiry = consentExpiry(new Date(2024, 4, 15, 10, 30));
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate(), expiry.getHours()]).toEqual([2025, 4, 15, 10]);
  });
  it('falls back to 28 February from a leap day', () => {
    const expiry = consentExpiry(new Date(2024, 1, 29));
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate()]).toEqual([2025, 1, 28]);
  });
  it('crosses the year end', () => {
    const expiry = consentExpiry(new Date(2024, 11, 31));
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate()]).toEqual([2025, 11, 31]);
  });
});

describe('hasValidConsent (spec §1 cookie banner)', () => {
  const accepted = new Date(2024, 4, 15, 10, 30);
  it('is valid within twelve months of acceptance', () => {
    expect(hasValidConsent(accepted.toISOString(), new Date(2024, 4, 16))).toBe(true);
    expect(hasValidConsent(accepted.toISOString(), new Date(2025, 4, 15, 10, 29))).toBe(true);
  });
  it('expires twelve months after acceptance', () => {
    expect(hasValidConsent(accepted.toISOString(), new Date(2025, 4, 15, 10, 30))).toBe(false);
    expect(hasValidConsent(accepted.toISOString(), new Date(2026, 0, 1))).toBe(false);
  });
  it('is not valid without a cookie or with a broken value', () => {
    expect(hasValidConsent(undefined, accepted)).toBe(false);
    expect(hasValidConsent('', accepted)).toBe(false);
    expect(hasValidConsent('yes', accepted)).toBe(false);
  });
});
