import { describe, expect, it } from 'vitest';
import { waitMinutes } from '../../../../src/domain/orders/cart';
import { estimateWait, sizeBucket, waitBySize, type PrepSample } from '../../../../src/domain/schedule/prepTime';

const samples = (totalProducts: number, minutes: number[]): PrepSample[] => minutes.map((m) => ({ totalProducts, minutes: m }));

describe('the real wait estimate', () => {
  it('puts sizes in three buckets: 1, 2–3, 4 or more', () => {
    expect([1, 2, 3, 4, 9].map(sizeBucket)).toEqual(['one', 'few', 'few', 'many', 'many']);
  });

  it("falls back on the spec's rule with fewer than 5 similar orders", () => {
    expect(estimateWait(samples(1, [7, 7, 7, 7]), 1)).toEqual({ minutes: waitMinutes(1), basedOn: 0 });
    // Plenty of orders, but of another size.
    expect(estimateWait(samples(4, [7, 7, 7, 7, 7, 7]), 2)).toEqual({ minutes: waitMinutes(2), basedOn: 0 });
  });

  it('takes the median of similar orders, rounded, from 5 of them', () => {
    expect(estimateWait(samples(2, [6, 8, 7, 11, 9]), 3)).toEqual({ minutes: 8, basedOn: 5 });
    expect(estimateWait(samples(1, [6, 7, 7, 8, 8, 9]), 1)).toEqual({ minutes: 8, basedOn: 6 });
  });

  it('holds the figure within 5 and 15 minutes', () => {
    expect(estimateWait(samples(1, [1, 2, 2, 3, 2]), 1).minutes).toBe(5);
    expect(estimateWait(samples(6, [30, 40, 25, 22, 50]), 6).minutes).toBe(15);
  });

  it('looks at the latest 20 similar orders only (newest first)', () => {
    const recent = samples(
      1,
      Array.from({ length: 20 }, () => 6),
    );
    const old = samples(
      1,
      Array.from({ length: 30 }, () => 14),
    );
    expect(estimateWait([...recent, ...old], 1)).toEqual({ minutes: 6, basedOn: 20 });
  });

  it('answers each cart size and how many orders the figures rest on', () => {
    const answer = waitBySize([...samples(1, [6, 6, 6, 6, 6]), ...samples(4, [13, 13, 13])]);
    expect(answer).toEqual({ minutesBySize: { '1': 6, '2': waitMinutes(2), '3': waitMinutes(3), '4': waitMinutes(4), '5': waitMinutes(5) }, basedOn: 5 });
  });
});
