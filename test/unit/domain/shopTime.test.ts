import { describe, expect, it } from 'vitest';
import { shopDateOf } from '../../../src/domain/shopTime';

describe("the shop's calendar day", () => {
  it('turns at midnight in Madrid, not in UTC (winter, UTC+1)', () => {
    expect(shopDateOf(new Date('2026-11-23T22:59:59Z'))).toBe('2026-11-23');
    expect(shopDateOf(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
  });

  it('follows summer time (UTC+2) and the zone asked for', () => {
    expect(shopDateOf(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(shopDateOf(new Date('2026-07-01T22:00:00Z'), 'America/New_York')).toBe('2026-07-01');
    expect(shopDateOf(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
  });
});
