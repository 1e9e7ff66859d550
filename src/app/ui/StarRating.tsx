import { formatDecimal } from '../../domain/numberText';
import { useCommonTranslation } from './useCommonTranslation';

const STARS = 5;

type StarRatingProps = {
  rating: number;
  count?: number;
};

/** Read-only stars with the rating's share filled in gold. */
export function StarRating({ rating, count }: StarRatingProps) {
  const { t, language } = useCommonTranslation();
  const value = Math.max(0, Math.min(STARS, rating));
  const shown = formatDecimal(value, language, 0, 1);
  const label =
    count === undefined ? t('rating', { value: shown }) : t('ratingWithCount', { value: shown, count });
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars-track" aria-hidden="true">
        {'★'.repeat(STARS)}
        <span className="stars-fill" style={{ width: `${(value / STARS) * 100}%` }}>
          {'★'.repeat(STARS)}
        </span>
      </span>
      {count !== undefined && <span aria-hidden="true">({count})</span>}
    </span>
  );
}

type StarRatingInputProps = {
  rating: number;
  onRate: (stars: number) => void;
};

/** Stars the customer can press to rate; each star is its own button. */
export function StarRatingInput({ rating, onRate }: StarRatingInputProps) {
  const { t } = useCommonTranslation();
  const filled = Math.round(Math.max(0, Math.min(STARS, rating)));
  return (
    <span className="stars-input" role="group" aria-label={t('rateProduct')}>
      {Array.from({ length: STARS }, (_, index) => {
        const stars = index + 1;
        return (
          <button
            key={stars}
            type="button"
            className={stars <= filled ? 'is-on' : undefined}
            aria-label={t('rateWith', { count: stars })}
            onClick={() => onRate(stars)}
          >
            ★
          </button>
        );
      })}
    </span>
  );
}
