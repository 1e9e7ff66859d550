import { useTranslation } from 'react-i18next';
import type { ManageOrder, ManageWithdrawal } from '../../api/contract/manage/refunds';
import { localeOf } from '../shops/formBits';

/** A delivery order's withdrawals by its customer: when, what, why, refunded or pending (with the refund to prefill). */
export function WithdrawalList({ order, onPrefill }: { order: ManageOrder; onPrefill: ((withdrawal: ManageWithdrawal) => void) | undefined }) {
  const { t, i18n } = useTranslation('manage');
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      <h2>{t('orders.withdrawals')}</h2>
      <ul data-testid="bo-order-withdrawals">
        {(order.withdrawals ?? []).map((withdrawal) => {
          const what = withdrawal.lines.map((line) => `${line.quantity} × ${order.lines[line.index]?.description ?? ''}`).join(', ');
          return (
            <li key={withdrawal.id} data-testid="bo-order-withdrawal">
              {t('orders.withdrawalLine', { date: when.format(new Date(withdrawal.at)), what })}
              {withdrawal.reason && <> · {t('orders.withdrawalReason', { reason: withdrawal.reason })}</>}
              {' · '}
              <strong>{withdrawal.refundId === null ? t('orders.withdrawalPending') : t('orders.withdrawalRefunded')}</strong>
              {withdrawal.refundId === null && onPrefill && (
                <>
                  {' '}
                  <button type="button" className="secondary outline" onClick={() => onPrefill(withdrawal)} data-testid="bo-withdrawal-prefill">
                    {t('orders.withdrawalPrefill')}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
