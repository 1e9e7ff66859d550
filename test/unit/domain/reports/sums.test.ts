import { describe, expect, it } from 'vitest';
import { averageTicketCents, mergeRates, refundedShareCents, sumCents, toCents, toEuros } from '../../../../src/domain/reports/sums';

describe('report sums', () => {
  it('adds euros as whole cents, with no floating drift', () => {
    const tenCents = Array.from({ length: 1000 }, () => toCents('0.10'));
    expect(toEuros(sumCents(tenCents))).toBe(100);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(null)).toBe(0);
    expect(toEuros(-0)).toBe(0);
    expect(Object.is(toEuros(-0), -0)).toBe(false);
  });

  it('averages a ticket to the cent, nothing without orders', () => {
    expect(averageTicketCents(1000, 3)).toBe(333);
    expect(averageTicketCents(1001, 2)).toBe(501);
    expect(averageTicketCents(-1001, 2)).toBe(-501);
    expect(averageTicketCents(500, 0)).toBe(0);
  });

  it('merges rates by percent, lowest first', () => {
    expect(
      mergeRates([
        { percent: 21, baseCents: 100, vatCents: 21 },
        { percent: 10, baseCents: 200, vatCents: 20 },
        { percent: 21, baseCents: -50, vatCents: -11 },
      ]),
    ).toEqual([
      { percent: 10, baseCents: 200, vatCents: 20 },
      { percent: 21, baseCents: 50, vatCents: 10 },
    ]);
  });

  it('values refunded units as their share of the line, never more than the line', () => {
    expect(refundedShareCents(1000, 3, 1)).toBe(333);
    expect(refundedShareCents(1000, 3, 2)).toBe(667);
    expect(refundedShareCents(1000, 3, 5)).toBe(1000);
    expect(refundedShareCents(1000, 0, 1)).toBe(0);
  });
});
