import { describe, expect, it } from 'vitest';
import { REFERENCE_MAX_AGE_MS } from '../../../../src/domain/constants';
import { isStale } from '../../../../src/domain/schedule/freshness';

describe('isStale (spec §4: reference data refreshed only when older than 600 s)', () => {
  const now = 1_700_000_000_000;
  it('treats data never fetched as stale', () => {
    expect(isStale(undefined, now)).toBe(true);
  });
  it('keeps data fresh up to exactly 600 s', () => {
    expect(REFERENCE_MAX_AGE_MS).toBe(600_000);
    expect(isStale(now, now)).toBe(false);
    expect(isStale(now - 599_999, now)).toBe(false);
    expect(isStale(now - 600_000, now)).toBe(false);
  });
  it('is stale once older than 600 s', () => {
    expect(isStale(now - 600_001, now)).toBe(true);
  });
  it('honours a custom maximum age', () => {
    expect(isStale(now - 2_000, now, 1_000)).toBe(true);
    expect(isStale(now - 500, now, 1_000)).toBe(false);
  });
  it('treats a stamp from the future (clock moved back) as stale', () => {
    expect(isStale(now + 60_000, now)).toBe(true);
  });
  it('treats a broken stamp as stale', () => {
    expect(isStale(Number.NaN, now)).toBe(true);
  });
});
