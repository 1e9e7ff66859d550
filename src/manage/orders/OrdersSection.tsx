import '../shops/shops.css';
import './texts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { ManageOrderSummary } from '../../api/contract/manage/refunds';
import { manageApi } from '../runtime';
import { localeOf, localText, refusalOf } from '../shops/formBits';
import { useManageSession } from '../shell/manageContext';
import { euros } from './money';
import { OrderPage } from './OrderPage';

/** The order a path `/orders/{id}` names, or null for the search. */
function orderIdOf(pathname: string): number | null {
  const match = /^\/orders\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Find an order by its code, its daily number (and shop) or its customer's e-mail. */
function OrderSearch() {
  const { t, i18n } = useTranslation('manage');
  const { view } = useManageSession();
  const [q, setQ] = useState('');
  const [shop, setShop] = useState('');
  const [pendingOnly, setPendingOnly] = useState(false);
  const [asked, setAsked] = useState<{ q: string; shop: string; pending: boolean }>({ q: '', shop: '', pending: false });
  const [found, setFound] = useState<ManageOrderSummary[]>();
  const [problem, setProblem] = useState<string>();
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });

  useEffect(() => {
    let live = true;
    setProblem(undefined);
    const query: Record<string, string> = {};
    if (asked.q) query.q = asked.q;
    if (asked.shop) query.shop = asked.shop;
    if (asked.pending) query.pending = 'withdrawals';
    void manageApi.call('manageOrders', { query }).then((answer) => {
      if (!live) return;
      if (answer.ok) setFound(answer.data.orders);
      else {
        setFound([]);
        setProblem(refusalOf(t, answer).message);
      }
    });
    return () => {
      live = false;
    };
  }, [asked, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFound(undefined);
    setAsked({ q: q.trim(), shop, pending: pendingOnly });
  };

  return (
    <section className="bo-section" aria-labelledby="bo-orders-title">
      <header className="bo-head">
        <h1 id="bo-orders-title">{t('orders.title')}</h1>
      </header>
      <form className="bo-filters" onSubmit={submit} role="search" data-testid="bo-orders-search">
        <label>
          {t('orders.searchLabel')}
          <input type="search" value={q} placeholder={t('orders.searchHint')} onChange={(event) => setQ(event.target.value)} data-testid="bo-orders-q" />
        </label>
        {view.shops.length > 1 && (
          <label>
            {t('orders.shop')}
            <select value={shop} onChange={(event) => setShop(event.target.value)}>
              <option value="">{t('orders.anyShop')}</option>
              {view.shops.map((candidate) => (
                <option key={candidate.code} value={candidate.code}>
                  {localText(candidate.name, i18n.language)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="bo-switch">
          <input type="checkbox" checked={pendingOnly} onChange={(event) => setPendingOnly(event.target.checked)} data-testid="bo-orders-pending" />
          {t('orders.pendingOnly')}
        </label>
        <div className="bo-actions">
          <button type="submit">{t('orders.search')}</button>
        </div>
      </form>
      {problem && <p role="alert">{problem}</p>}
      {found === undefined ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : found.length === 0 ? (
        <p data-testid="bo-orders-empty">{t('orders.empty')}</p>
      ) : (
        <ul className="bo-cards" aria-label={t('orders.results', { count: found.length })} data-testid="bo-orders-found">
          {found.map((order) => (
            <li key={order.id}>
              <article className="bo-card">
                <h2>
                  <Link to={`/orders/${order.id}`} data-testid="bo-order-link">
                    {order.orderCode}
                  </Link>
                  {order.dailyNumber !== null && <span className="bo-muted"> · #{order.dailyNumber}</span>}
                </h2>
                {(order.pendingWithdrawals ?? 0) > 0 && (
                  <p data-testid="bo-order-withdrawal-pending">
                    <strong>{t('orders.withdrawalPendingBadge')}</strong>
                  </p>
                )}
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
                    <dt>{t('orders.when')}</dt>
                    <dd>
                      <time dateTime={order.createdAt}>{when.format(new Date(order.createdAt))}</time>
                    </dd>
                  </div>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The back office's orders: the search, and an order's page with its refunds (`#/orders/{orderId}`). */
export default function OrdersSection() {
  const { pathname } = useLocation();
  const orderId = orderIdOf(pathname);
  return orderId === null ? <OrderSearch /> : <OrderPage key={orderId} orderId={orderId} />;
}
