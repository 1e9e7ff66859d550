import { formatDecimal } from '../domain/text/numberText';
import { shownStars, STAR_COUNT } from '../domain/catalogue/starRating';
import { useCommonTranslation } from './useCommonTranslation';

type StarRatingProps = {
  rating: number;
  count?: number;
};

/** Read-only stars, filled in gold to the nearest half star; the label reads the rating itself. */
export function StarRating({ rating, count }: StarRatingProps) {
  const { t, language } = useCommonTranslation();
  const shown = formatDecimal(Math.max(0, Math.min(STAR_COUNT, rating)), language, 0, 1);
  const label = count === undefined ? t('rating', { value: shown }) : t('ratingWithCount', { value: shown, count });
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars-track" aria-hidden="true">
        {'★'.repeat(STAR_COUNT)}
        <span className="stars-fill" style={{ width: `${(shownStars(rating) / STAR_COUNT) * 100}%` }}>
          {'★'.repeat(STAR_COUNT)}
        </span>
      </span>
      {count !== undefined && <span aria-hidden="true">({count})</span>}
    </span>
  );
}
