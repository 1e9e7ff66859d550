import { describe, expect, it } from 'vitest';
import { shownStars, starFills } from '../../../../src/domain/catalogue/starRating';

describe('stars shown for a rating (half stars, one rule for the card and the product page)', () => {
  it('rounds to the nearest half star, within 0 and 5', () => {
    expect(shownStars(4.5)).toBe(4.5);
    expect(shownStars(4.7)).toBe(4.5);
    expect(shownStars(4.74)).toBe(4.5);
    expect(shownStars(4.75)).toBe(5);
    expect(shownStars(4.2)).toBe(4);
    expect(shownStars(4.3)).toBe(4.5);
    expect(shownStars(-1)).toBe(0);
    expect(shownStars(7)).toBe(5);
  });

  it('fills each of the five stars whole, by half or not at all', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(0.3)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });
});
