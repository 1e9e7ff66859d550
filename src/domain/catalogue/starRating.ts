/** Stars of a rating: five, filled in half steps. */
export const STAR_COUNT = 5;

export type StarFill = 'full' | 'half' | 'empty';

/** The rating as stars show it, anywhere: to the nearest half star, within 0 and 5 (4.5 → 4½, 4.7 → 4½). */
export function shownStars(rating: number): number {
  const within = Math.max(0, Math.min(STAR_COUNT, rating));
  return Math.round(within * 2) / 2;
}

/** How each of the five stars is filled for `rating`. */
export function starFills(rating: number): StarFill[] {
  const shown = shownStars(rating);
  return Array.from({ length: STAR_COUNT }, (_, index) => (shown >= index + 1 ? 'full' : shown >= index + 0.5 ? 'half' : 'empty'));
}
