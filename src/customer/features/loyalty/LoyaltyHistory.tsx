import { shownDate } from '../../../i18n/dateText';
import { useTranslation } from 'react-i18next';
import type { Language, Loyalty } from '../../../api/contract';
import { formatCount } from '../../../domain/text/numberText';

type Movement = Loyalty['history'][number];

/** Credits show with a plus sign, spending and expiry with a minus (the server sends signed amounts). */
function signedAmount(movement: Movement, language: Language): string {
  const sign = movement.amount > 0 ? '+' : movement.amount < 0 ? '−' : '';
  return `${sign}${formatCount(Math.abs(movement.amount), language)}`;
}

/** The loyalty history, newest first, dated DD/MM/YYYY. */
export function LoyaltyHistory({ history, language }: { history: Movement[]; language: Language }) {
  const { t } = useTranslation('loyalty');
  return (
    <section className="loyalty-history" aria-labelledby="loyalty-history-title">
      <h2 id="loyalty-history-title">{t('history')}</h2>
      {history.length === 0 ? (
        <p className="loyalty-muted">{t('historyEmpty')}</p>
      ) : (
        <ul>
          {history.map((movement) => (
            <li key={movement.id} className={movement.amount < 0 ? 'is-debit' : 'is-credit'}>
              <div>
                <strong>{t(`kinds.${movement.kind}`)}</strong>
                {movement.description && <span>{movement.description}</span>}
                <time dateTime={movement.date}>{shownDate(movement.date)}</time>
              </div>
              <span className="loyalty-amount">{signedAmount(movement, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
