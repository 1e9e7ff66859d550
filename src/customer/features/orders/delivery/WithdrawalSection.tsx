import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder } from '../../../../api/contract';
import { shownDateTime } from '../../../../i18n/dateText';
import { requestWithdrawal } from '../../../../data/orders/withdrawal';
import { QuantityText } from '../../../../ui/QuantityText';
import { WithdrawalForm } from './WithdrawalForm';

/** A delivered order's right of withdrawal: the withdrawals made, and the button to the form while it is open. */
export function WithdrawalSection({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation('withdrawal');
  const [open, setOpen] = useState(false);
  const withdrawal = order.withdrawal;
  if (!withdrawal || (!withdrawal.open && withdrawal.requests.length === 0 && !open)) return null;
  const titleOf = (index: number) => order.products[index]?.title ?? '';

  return (
    <section className="delivery-withdrawal" data-testid="delivery-withdrawal">
      {withdrawal.requests.length > 0 && (
        <>
          <h2>{t('history.title')}</h2>
          <ul className="withdrawal-history">
            {withdrawal.requests.map((request) => (
              <li key={request.id}>
                <time dateTime={request.at}>{shownDateTime(request.at)}</time>:{' '}
                {request.lines.map((line, i) => (
                  <span key={line.index}>
                    {i > 0 && ', '}
                    {line.quantity} × <QuantityText text={titleOf(line.index)} />
                  </span>
                ))}
                {' · '}
                <strong>{request.refunded ? t('history.refunded') : t('history.pending')}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      {open ? (
        <WithdrawalForm order={order} onSend={(body) => requestWithdrawal(order.orderId, body)} onClose={() => setOpen(false)} />
      ) : (
        withdrawal.open && (
          <button type="button" className="secondary outline" data-testid="withdrawal-open" onClick={() => setOpen(true)}>
            {t('open')}
          </button>
        )
      )}
    </section>
  );
}
