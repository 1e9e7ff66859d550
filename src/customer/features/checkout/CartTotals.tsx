import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract';
import type { PricedCart } from '../../../domain/orders/cartChoices';
import { formatCartPrice } from '../../../domain/pricing/money';
import { formatCount } from '../../../domain/text/numberText';
import { Icon } from '../../../ui/Icon';

/** Cart totals with 2 decimals: the ritmitos used (when any), net, VAT and the total. */
export function CartTotals({ totals, language }: { totals: PricedCart; language: Language }) {
  const { t } = useTranslation('cart');
  return (
    <dl className="cart-totals">
      {totals.ritmitosUsed > 0 && (
        <div>
          <dt>{t('ritmitosUsed')}</dt>
          <dd>
            <span className="lightning" aria-hidden="true">
              <Icon name="bolt" size={14} />
            </span>
            {formatCount(totals.ritmitosUsed, language)}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('net')}</dt>
        <dd>{formatCartPrice(totals.totalPriceNet, language)}</dd>
      </div>
      <div>
        <dt>{t('vat')}</dt>
        <dd>{formatCartPrice(totals.totalPriceVat, language)}</dd>
      </div>
      <div className="cart-total">
        <dt>{t('total')}</dt>
        <dd data-testid="cart-total">{formatCartPrice(totals.totalPrice, language)}</dd>
      </div>
    </dl>
  );
}
