import { starFills } from '../domain/catalogue/starRating';
import { useCommonTranslation } from './useCommonTranslation';

const STAR_CLASS = { full: 'is-on', half: 'is-half', empty: undefined } as const;

type StarRatingInputProps = {
  rating: number;
  onRate: (stars: number) => void;
};

/** Stars the customer can press to rate; each star is its own button, filled as the read-only stars are. */
export function StarRatingInput({ rating, onRate }: StarRatingInputProps) {
  const { t } = useCommonTranslation();
  return (
    <span className="stars-input" role="group" aria-label={t('rateProduct')}>
      {starFills(rating).map((fill, index) => {
        const stars = index + 1;
        return (
          <button key={stars} type="button" className={STAR_CLASS[fill]} aria-label={t('rateWith', { count: stars })} onClick={() => onRate(stars)}>
            ★
          </button>
        );
      })}
    </span>
  );
}
