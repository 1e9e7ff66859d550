import { shownDate } from '../../../i18n/dateText';
import { useTranslation } from 'react-i18next';
import type { Language, LoyaltySummary } from '../../../api/contract';
import { ritmitosShortOfCheapest } from '../../../domain/orders/cart';
import { formatCartPrice } from '../../../domain/pricing/money';
import { formatCount } from '../../../domain/text/numberText';
import { LevelSealBadge } from './LevelSealBadge';
import { Lightning } from './Lightning';
import { loyaltyBalance, ritmitosInEuros } from './loyaltyFigures';

type LoyaltySummaryCardProps = {
  summary: LoyaltySummary;
  toExpireBy: string | null;
  language: Language;
  /** The current shop's product prices: a balance short of the cheapest can pay nothing yet. */
  cataloguePrices: readonly number[];
};

/**
 * The balance with the lightning mark, what it is worth (or, short of the cheapest product, how many it
 * needs), the level seal and the 15-day expiry notice.
 */
export function LoyaltySummaryCard({ summary, toExpireBy, language, cataloguePrices }: LoyaltySummaryCardProps) {
  const { t } = useTranslation('loyalty');
  const balance = loyaltyBalance(summary);
  const needed = ritmitosShortOfCheapest(balance, cataloguePrices);

  return (
    <>
      <article className="loyalty-card">
        <div className="loyalty-balance-block">
          <span className="loyalty-caption">{t('available')}</span>
          <p className="loyalty-balance" data-testid="loyalty-balance">
            <Lightning size={28} />
            <span>{formatCount(balance, language)}</span>
          </p>
          <span className="loyalty-worth" data-testid="loyalty-worth">
            {needed === null
              ? t('worth', { amount: formatCartPrice(ritmitosInEuros(balance), language) })
              : t('short', { count: needed, amount: formatCount(needed, language) })}
          </span>
          {summary.ritmitosInOrders > 0 && (
            <span className="loyalty-muted">{t('inOrders', { count: summary.ritmitosInOrders, amount: formatCount(summary.ritmitosInOrders, language) })}</span>
          )}
        </div>
        <LevelSealBadge customerLevel={summary.customerLevel} />
      </article>
      {summary.ritmitosToExpire > 0 && (
        <p className="loyalty-expiry" role="note" data-testid="loyalty-expiry">
          <Lightning />
          <span>
            {t('toExpire', { count: summary.ritmitosToExpire, amount: formatCount(summary.ritmitosToExpire, language) })}{' '}
            {toExpireBy ? t('toExpireBy', { date: shownDate(toExpireBy) }) : t('toExpireSoon')}
          </span>
        </p>
      )}
      <p className="loyalty-muted">{t('howItWorks')}</p>
    </>
  );
}
