import { useTranslation } from 'react-i18next';
import { ritmitosShortOfCheapest } from '../../../domain/orders/cart';
import { isAvailableLine, type PricedCart } from '../../../domain/orders/cartChoices';
import { formatCount } from '../../../domain/text/numberText';
import { useLanguage } from '../../shared/hooks';

/**
 * Why the ritmitos pay no line: while none is paid with them and the balance is short of the cheapest
 * line's price, it says how many that line needs.
 */
export function RitmitosShortNote({ totals, spendable, testId }: { totals: PricedCart; spendable: number | null; testId: string }) {
  const { t } = useTranslation('cart');
  const { language } = useLanguage();
  const prices = totals.lines.filter(isAvailableLine).map((line) => line.priceBase);
  const needed = totals.ritmitosUsed === 0 ? ritmitosShortOfCheapest(spendable, prices) : null;
  if (needed === null) return null;
  return (
    <p className="cart-ritmitos-reason" data-testid={testId}>
      {t('ritmitosShort', { count: needed, amount: formatCount(needed, language) })}
    </p>
  );
}
