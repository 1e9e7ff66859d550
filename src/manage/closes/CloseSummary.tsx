import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayClose } from '../../api/contract/manage/closes';
import { localeOf } from '../shops/formBits';

interface CloseSummaryProps {
  close: DayClose;
  /** The order id being kept, while its call is under way. */
  keeping: number | undefined;
  /** The shop's zone: times are its clock's. */
  timeZone: string;
  onKeep: (orderId: number, orderCode: string) => void;
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation('manage');
  return (
    <section className="bo-close-part">
      <h3>{title}</h3>
      {empty ? <p className="bo-muted">{t('closes.none')}</p> : children}
    </section>
  );
}

/** A close as taken: money by method, numbering, refunds, corrections, adjustments, and the orders not collected to decide on. */
export function CloseSummary({ close, keeping, timeZone, onKeep }: CloseSummaryProps) {
  const { t, i18n } = useTranslation('manage');
  const locale = localeOf(i18n.language);
  const money = useMemo(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }), [locale]);
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone }), [locale, timeZone]);
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }), [locale, timeZone]);
  const { figures } = close;
  return (
    <article className="bo-card bo-close" data-testid="bo-close-summary" aria-labelledby="bo-close-heading">
      <h2 id="bo-close-heading">
        {close.shop.toUpperCase()} · <time dateTime={close.date}>{close.date}</time>
      </h2>
      <p className="bo-muted">{t('closes.closedAt', { when: when.format(new Date(close.closedAt)), who: close.by ?? t('closes.automatic') })}</p>

      <Section title={t('closes.methods')} empty={figures.methods.length === 0}>
        <table className="bo-close-table" data-testid="bo-close-methods">
          <thead>
            <tr>
              <th scope="col">{t('closes.method')}</th>
              <th scope="col">{t('closes.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.methods.map((row) => (
              <tr key={row.method}>
                <th scope="row">
                  {t(`closes.methodNames.${row.method}`)} <small className="bo-muted">({t('closes.operations', { count: row.count })})</small>
                </th>
                <td>{money.format(row.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('closes.invoicesTotal')}</th>
              <td data-testid="bo-close-total">{money.format(figures.invoicesTotal)}</td>
            </tr>
            <tr>
              <th scope="row">{t('closes.vat')}</th>
              <td>{money.format(figures.vatTotal)}</td>
            </tr>
          </tfoot>
        </table>
      </Section>

      <Section title={t('closes.series')} empty={figures.series.length === 0 && !figures.tickets}>
        <ul className="bo-close-list">
          {figures.series.map((row) => (
            <li key={row.series}>{t('closes.seriesRow', row)}</li>
          ))}
          {figures.tickets && <li>{t('closes.tickets', figures.tickets)}</li>}
        </ul>
      </Section>

      <Section title={t('closes.refunds')} empty={close.refunds.length === 0}>
        <ul className="bo-close-list">
          {close.refunds.map((row, index) => (
            <li key={`${row.orderId}-${index}`}>
              {time.format(new Date(row.at))} · {row.orderCode} · {money.format(-row.total)} · <span className="bo-break">{row.by ?? '—'}</span> · {row.reason}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('closes.corrections')} empty={close.corrections.length === 0}>
        <ul className="bo-close-list">
          {close.corrections.map((row) => (
            <li key={row.number}>
              {row.number} ({row.type}) · {row.orderCode} · {money.format(row.total)}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('closes.adjustments')} empty={close.adjustments.length === 0}>
        <ul className="bo-close-list">
          {close.adjustments.map((row, index) => (
            <li key={index}>
              {time.format(new Date(row.at))} · {t(`audit.actions.${row.action.replace(/\./g, '_')}`, { defaultValue: row.action })} · {row.subject} ·{' '}
              <span className="bo-break">{row.by}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('closes.notCollected')} empty={close.notCollected.length === 0}>
        <p className="bo-muted">{t('closes.notCollectedHint')}</p>
        <ul className="bo-close-orders" data-testid="bo-close-not-collected">
          {close.notCollected.map((order) => (
            <li key={order.orderId} data-testid={`bo-not-collected-${order.orderId}`}>
              <span>
                {order.dailyNumber !== null && <strong>#{order.dailyNumber} </strong>}
                {order.orderCode} · {money.format(order.total)}
                <br />
                <small>{t(`closes.decisions.${order.decision}`)}</small>
              </span>
              {order.decision === 'pending' && (
                <span className="bo-actions">
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => onKeep(order.orderId, order.orderCode)}
                    aria-busy={keeping === order.orderId}
                    disabled={keeping !== undefined}
                    data-testid={`bo-keep-${order.orderId}`}
                  >
                    {t('closes.keep')}
                  </button>
                  <a href={`#/orders/${order.orderId}`} role="button" className="outline">
                    {t('closes.refund')}
                  </a>
                </span>
              )}
            </li>
          ))}
        </ul>
      </Section>
    </article>
  );
}
