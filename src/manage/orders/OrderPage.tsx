import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ManageOrder, OrderRefund } from '../../api/contract/manage/refunds';
import { manageApi } from '../runtime';
import { localeOf, refusalOf, SaveResult } from '../shops/formBits';
import { euros } from './money';
import { RefundForm, type RefundPrefill } from './RefundForm';
import { WithdrawalList } from './WithdrawalList';

/** One refund made: when, how much, what, why, and its corrective invoice. */
function RefundItem({ refund, order }: { refund: OrderRefund; order: ManageOrder }) {
  const { t, i18n } = useTranslation('manage');
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  const what = [
    ...refund.lines.map((line) => `${line.quantity} × ${order.lines[line.index]?.description ?? ''}`),
    ...(refund.transport ? [t('orders.transport')] : []),
  ].join(', ');
  return (
    <li data-testid="bo-order-refund">
      {t('orders.refundLine', { date: when.format(new Date(refund.at)), amount: euros(refund.moneyCents / 100, i18n.language), what, reason: refund.reason })}
      {refund.invoiceNumber && (
        <>
          {' · '}
          <strong>{t('orders.correction', { number: refund.invoiceNumber })}</strong>
        </>
      )}
    </li>
  );
}

/** Why an order cannot be refunded now, or null when it can. */
function blockedReason(order: ManageOrder): string | null {
  if (!order.paid) return 'orders.notPaid';
  if (order.cancelledAndRefunded) return 'orders.cancelledAndRefunded';
  if (!order.canRefund) return 'orders.notAllowed';
  const linesLeft = order.lines.some((line) => line.refunded < line.quantity);
  if (!linesLeft && (order.transportPrice === 0 || order.transportRefunded)) return 'orders.nothingLeft';
  return null;
}

/** An order's page: its lines and what each had refunded, its refunds, and the refund form. */
export function OrderPage({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation('manage');
  const [order, setOrder] = useState<ManageOrder>();
  const [problem, setProblem] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [prefill, setPrefill] = useState<RefundPrefill>();

  const load = useCallback(async () => {
    const answer = await manageApi.call('manageOrder', { params: { orderId } });
    if (answer.ok) setOrder(answer.data);
    else setProblem(refusalOf(t, answer).message);
  }, [orderId, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const refunded = (made: { refund: OrderRefund; order: ManageOrder }) => {
    setOrder(made.order);
    setPrefill(undefined);
    const amount = euros(made.refund.moneyCents / 100, i18n.language);
    setResult({
      ok: true,
      message: made.refund.invoiceNumber ? t('orders.done', { amount, number: made.refund.invoiceNumber }) : t('orders.doneNoInvoice', { amount }),
    });
  };

  const back = (
    <Link to="/orders" className="bo-muted">
      {t('orders.back')}
    </Link>
  );
  if (problem)
    return (
      <section className="bo-section">
        {back}
        <p role="alert">{problem}</p>
      </section>
    );
  if (!order) return <p aria-busy="true">{t('loading')}</p>;
  const blocked = blockedReason(order);
  const withdrawalDate = (withdrawalId: number) => {
    const at = order.withdrawals?.find((withdrawal) => withdrawal.id === withdrawalId)?.at;
    return at ? new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(at)) : '';
  };
  return (
    <section className="bo-section" aria-labelledby="bo-order-title" data-testid="bo-order-page">
      <header className="bo-head">
        {back}
        <h1 id="bo-order-title">
          {order.orderCode}
          {order.dailyNumber !== null && <span className="bo-muted"> · #{order.dailyNumber}</span>}
        </h1>
      </header>
      <dl className="bo-facts">
        <div>
          <dt>{t('orders.customer')}</dt>
          <dd className="bo-break">{order.customerEmail}</dd>
        </div>
        <div>
          <dt>{t('orders.status')}</dt>
          <dd>{order.paid ? order.statusName : t('orders.unpaid')}</dd>
        </div>
        <div>
          <dt>{t('orders.total')}</dt>
          <dd>{euros(order.totalPrice, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('orders.left')}</dt>
          <dd data-testid="bo-order-left">{euros(order.left, i18n.language)}</dd>
        </div>
      </dl>
      <h2>{t('orders.lines')}</h2>
      <table className="bo-table" data-testid="bo-order-lines">
        <thead>
          <tr>
            <th scope="col">{t('orders.product')}</th>
            <th scope="col">{t('orders.quantity')}</th>
            <th scope="col">{t('orders.price')}</th>
            <th scope="col">{t('orders.refunded')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.index}>
              <td data-label={t('orders.product')}>{line.description}</td>
              <td data-label={t('orders.quantity')}>{line.quantity}</td>
              <td data-label={t('orders.price')}>
                {line.price === 0 && line.ritmitosUsed > 0 ? t('orders.paidWithRitmitos', { count: line.ritmitosUsed }) : euros(line.price, i18n.language)}
              </td>
              <td data-label={t('orders.refunded')}>{line.refunded}</td>
            </tr>
          ))}
          {order.transportPrice > 0 && (
            <tr>
              <td data-label={t('orders.product')}>{t('orders.transport')}</td>
              <td data-label={t('orders.quantity')}>1</td>
              <td data-label={t('orders.price')}>{euros(order.transportPrice, i18n.language)}</td>
              <td data-label={t('orders.refunded')}>{order.transportRefunded ? 1 : 0}</td>
            </tr>
          )}
        </tbody>
      </table>
      <h2>{t('orders.refunds')}</h2>
      {order.refunds.length === 0 ? (
        <p className="bo-muted">{t('orders.noRefunds')}</p>
      ) : (
        <ul data-testid="bo-order-refunds">
          {order.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} order={order} />
          ))}
        </ul>
      )}
      {(order.withdrawals ?? []).length > 0 && (
        <WithdrawalList
          order={order}
          onPrefill={
            blocked ? undefined : (withdrawal) => setPrefill({ withdrawalId: withdrawal.id, lines: withdrawal.lines, reason: t('orders.withdrawalReasonText') })
          }
        />
      )}
      <SaveResult result={result} testId="bo-refund-result" />
      {prefill && <p data-testid="bo-refund-withdrawal">{t('orders.withdrawalRefunding', { date: withdrawalDate(prefill.withdrawalId) })}</p>}
      {blocked ? (
        <p data-testid="bo-refund-blocked">{t(blocked)}</p>
      ) : (
        <RefundForm key={prefill?.withdrawalId ?? 0} order={order} prefill={prefill} onRefunded={refunded} onRefused={setResult} />
      )}
    </section>
  );
}
