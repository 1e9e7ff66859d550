import { useTranslation } from 'react-i18next';
import type { SalesReport } from '../../api/contract/manage/reports';

type Summary = SalesReport['summary'];

/** The period's totals: gross, net, VAT, refunds, orders, average ticket, and the VAT per rate. */
export function SummaryCards({ summary, money }: { summary: Summary; money: (euros: number) => string }) {
  const { t } = useTranslation('manage');
  const facts: [string, string, string][] = [
    ['gross', t('sales.gross'), money(summary.gross)],
    ['net', t('sales.net'), money(summary.net)],
    ['vat', t('sales.vat'), money(summary.vat)],
    ['sales', t('sales.sales'), money(summary.sales)],
    ['refunds', t('sales.refunds'), money(summary.refunds)],
    ['orders', t('sales.orders'), String(summary.orders)],
    ['average', t('sales.averageTicket'), money(summary.averageTicket)],
    ['ritmitos', t('sales.ritmitosPaid'), money(summary.ritmitos)],
  ];
  return (
    <article className="bo-card" aria-labelledby="bo-sales-summary" data-testid="bo-sales-summary">
      <h2 id="bo-sales-summary">{t('sales.summary')}</h2>
      <dl className="bo-sales-figures">
        {facts.map(([key, label, value]) => (
          <div key={key} data-testid={`bo-sales-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 id="bo-sales-rates">{t('sales.vatRates')}</h3>
      <table className="bo-table bo-figures" aria-labelledby="bo-sales-rates">
        <thead>
          <tr>
            <th scope="col">{t('sales.rate')}</th>
            <th scope="col">{t('sales.base')}</th>
            <th scope="col">{t('sales.vat')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.vatRates.map((rate) => (
            <tr key={rate.percent}>
              <th scope="row">{rate.percent} %</th>
              <td data-label={t('sales.base')}>{money(rate.base)}</td>
              <td data-label={t('sales.vat')}>{money(rate.vat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** Preparation times, median and 90th percentile per hour they started. */
export function PrepTable({ prep, number }: { prep: Summary['prep']; number: (value: number) => string }) {
  const { t } = useTranslation('manage');
  return (
    <article className="bo-card" aria-labelledby="bo-sales-prep" data-testid="bo-sales-prep">
      <h2 id="bo-sales-prep">{t('sales.prep')}</h2>
      {prep.length === 0 ? (
        <p className="bo-muted">{t('sales.prepNone')}</p>
      ) : (
        <table className="bo-table bo-figures">
          <thead>
            <tr>
              <th scope="col">{t('sales.hour')}</th>
              <th scope="col">{t('sales.orders')}</th>
              <th scope="col">{t('sales.median')}</th>
              <th scope="col">{t('sales.p90')}</th>
            </tr>
          </thead>
          <tbody>
            {prep.map((hour) => (
              <tr key={hour.hour}>
                <th scope="row">{String(hour.hour).padStart(2, '0')}:00</th>
                <td data-label={t('sales.orders')}>{hour.orders}</td>
                <td data-label={t('sales.median')}>{number(hour.median)}</td>
                <td data-label={t('sales.p90')}>{number(hour.p90)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
