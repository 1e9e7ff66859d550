import { formatProductPrice } from '../domain/pricing/money';
import { useCommonTranslation } from './useCommonTranslation';

type PriceProps = {
  value: number;
  /** Price before the discount; shown struck through when higher than the current one. */
  old?: number | null;
  testId?: string;
};

/** A product price with 1 decimal (product page) and the old price struck through. */
export function Price({ value, old, testId }: PriceProps) {
  const { t, language } = useCommonTranslation();
  const showOld = old != null && old > value;
  return (
    <span className="price">
      <span data-testid={testId}>{formatProductPrice(value, language)}</span>
      {showOld && (
        <del>
          <span className="visually-hidden">{t('oldPrice')} </span>
          {formatProductPrice(old, language)}
        </del>
      )}
    </span>
  );
}
