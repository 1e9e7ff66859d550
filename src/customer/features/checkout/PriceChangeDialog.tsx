import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract';
import { useModalDialog } from '../../../ui/useModalDialog';
import { formatCartPrice } from '../../../domain/pricing/money';
import type { PricedCart } from '../../../domain/orders/cartChoices';
import type { PriceReview } from './usePriceCheck';

type PriceChangeDialogProps = { review: PriceReview; language: Language; onConfirm: (priced: PricedCart) => void; onCancel: () => void };

/** The lines whose price changed (before → now, or no longer sold) and the new total; one Confirm orders. */
export function PriceChangeDialog({ review, language, onConfirm, onCancel }: PriceChangeDialogProps) {
  const { t } = useTranslation('cart');
  const modal = useModalDialog(onCancel);
  const titleId = useId();
  const price = (value: number) => formatCartPrice(value, language);
  return (
    <dialog {...modal} className="confirm-dialog price-change-dialog" aria-labelledby={titleId} data-testid="price-change">
      <article>
        <h2 id={titleId}>{t('pricesChangedTitle')}</h2>
        <p>{review.changes.length > 0 ? t('pricesChangedText') : t('pricesCheckedText')}</p>
        {review.changes.length > 0 && (
          <ul className="price-changes">
            {review.changes.map((change) => (
              <li key={change.key} data-testid="price-change-line">
                <span>
                  {change.quantity} × {change.title}
                </span>
                <span>
                  {change.before !== null && <s data-testid="price-change-before">{price(change.before)}</s>}{' '}
                  {change.after !== null ? <strong data-testid="price-change-after">{price(change.after)}</strong> : <em>{t('noLongerSold')}</em>}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="price-change-total">
          {t('newTotal')} <strong data-testid="price-change-total">{price(review.priced.totalPrice)}</strong>
        </p>
        <footer>
          <button type="button" className="secondary outline" onClick={onCancel} autoFocus>
            {t('cancel')}
          </button>
          <button type="button" data-testid="price-change-confirm" onClick={() => onConfirm(review.priced)}>
            {t('confirmOrder')}
          </button>
        </footer>
      </article>
    </dialog>
  );
}
