import { useTranslation } from 'react-i18next';
import type { LoyaltyReport } from '../../api/contract/manage/reports';

/** The ritmitos the chain owes: outstanding, expiring within 30 days, earned, spent and expired in the period. */
export function LoyaltyBlock({
  report,
  money,
  number,
  day,
}: {
  report: LoyaltyReport;
  money: (euros: number) => string;
  number: (value: number) => string;
  day: string;
}) {
  const { t } = useTranslation('manage');
  const facts: [string, string, { ritmitos: number; euros: number }, string?][] = [
    ['outstanding', t('sales.outstanding'), report.outstanding, t('sales.customers', { count: report.outstanding.customers })],
    ['expiring30', t('sales.expiring30'), report.expiring30],
    ['earned', t('sales.earned'), report.earned],
    ['spent', t('sales.spent'), report.spent],
    ['expired', t('sales.expired'), report.expired],
  ];
  return (
    <article className="bo-card" aria-labelledby="bo-sales-loyalty" data-testid="bo-sales-loyalty">
      <h2 id="bo-sales-loyalty">{t('sales.loyalty')}</h2>
      <p className="bo-muted">{t('sales.loyaltyNote', { at: day })}</p>
      <dl className="bo-sales-figures">
        {facts.map(([key, label, amount, note]) => (
          <div key={key} data-testid={`bo-loyalty-${key}`}>
            <dt>{label}</dt>
            <dd>
              {money(amount.euros)}{' '}
              <span className="bo-muted">
                ({t('sales.ritmitosCount', { count: amount.ritmitos, formatted: number(amount.ritmitos) })}
                {note ? ` · ${note}` : ''})
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
