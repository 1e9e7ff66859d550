import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { SupportCustomer, SupportRitmitos } from '../../api/contract/manage/support';
import { manageApi } from '../runtime';
import { refusalOf } from '../shops/formBits';
import { paymentKey, statusKey } from './customerView';
import { InvoiceList } from './InvoiceList';
import { RitmitosPanel } from './RitmitosPanel';
import { useFormats } from './useFormats';

function Profile({ profile }: { profile: SupportCustomer['profile'] }) {
  const { t } = useTranslation('manage');
  const { when } = useFormats();
  const rows: [string, string][] = [
    [t('customers.email'), profile.email],
    [t('customers.name'), profile.name || '—'],
    [t('customers.phone'), profile.phone || '—'],
    [t('customers.code'), profile.code],
    [t('customers.since'), when.format(new Date(profile.createdAt))],
    [t('customers.fiscal'), profile.hasFiscalDetails ? t('customers.fiscalYes') : t('customers.fiscalNo')],
    ...(profile.signedOutAt ? [[t('customers.signedOut'), when.format(new Date(profile.signedOutAt))] as [string, string]] : []),
  ];
  return (
    <article aria-labelledby="support-profile">
      <h2 id="support-profile">{t('customers.profile')}</h2>
      <dl className="bo-facts" data-testid="support-profile">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="bo-break">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function Orders({ orders }: { orders: SupportCustomer['orders'] }) {
  const { t } = useTranslation('manage');
  const { when, euros } = useFormats();
  return (
    <article aria-labelledby="support-orders">
      <h2 id="support-orders">{t('customers.orders')}</h2>
      {orders.length === 0 ? (
        <p className="bo-muted">{t('customers.noOrders')}</p>
      ) : (
        <table className="bo-table" data-testid="support-orders">
          <thead>
            <tr>
              <th scope="col">{t('customers.order')}</th>
              <th scope="col">{t('customers.when')}</th>
              <th scope="col">{t('customers.shop')}</th>
              <th scope="col">{t('customers.total')}</th>
              <th scope="col">{t('customers.state')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => {
              const status = statusKey(order.kind, order.statusId);
              return (
                <tr key={order.id} data-testid="support-order">
                  <td data-label={t('customers.order')}>
                    <span>
                      <Link to={`/orders/${order.id}`} aria-label={t('customers.openOrder', { code: order.orderCode })}>
                        {order.orderCode}
                      </Link>
                      {order.dailyNumber !== null && <span className="bo-muted"> #{order.dailyNumber}</span>}
                    </span>
                  </td>
                  <td data-label={t('customers.when')}>
                    <time dateTime={order.createdAt}>{when.format(new Date(order.createdAt))}</time>
                  </td>
                  <td data-label={t('customers.shop')}>{order.shop}</td>
                  <td data-label={t('customers.total')}>{euros.format(order.totalPrice)}</td>
                  <td data-label={t('customers.state')}>
                    {status ? t(`customers.statuses.${status}`) : order.statusId}, {t(`customers.payment.${paymentKey(order.paymentStatusId)}`)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </article>
  );
}

function SignIns({ signIns }: { signIns: SupportCustomer['signIns'] }) {
  const { t } = useTranslation('manage');
  const { when } = useFormats();
  return (
    <article aria-labelledby="support-sign-ins">
      <h2 id="support-sign-ins">{t('customers.signIns')}</h2>
      {signIns.length === 0 ? (
        <p className="bo-muted">{t('customers.noSignIns')}</p>
      ) : (
        <table className="bo-table" data-testid="support-sign-ins">
          <thead>
            <tr>
              <th scope="col">{t('customers.when')}</th>
              <th scope="col">{t('customers.method')}</th>
              <th scope="col">{t('customers.address')}</th>
            </tr>
          </thead>
          <tbody>
            {signIns.map((signIn) => (
              <tr key={`${signIn.at}-${signIn.method}`}>
                <td data-label={t('customers.when')}>
                  <time dateTime={signIn.at}>{when.format(new Date(signIn.at))}</time>
                </td>
                <td data-label={t('customers.method')}>{t(`customers.methods.${signIn.method}`)}</td>
                <td data-label={t('customers.address')}>{signIn.clientAddress || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

/** A customer's page: details, orders (linking to the Orders section), invoices to resend, ritmitos to adjust, sign-ins. */
export function CustomerPage() {
  const { t } = useTranslation('manage');
  const { id } = useParams();
  const [file, setFile] = useState<SupportCustomer | 'missing' | undefined>();
  const [problem, setProblem] = useState<string>();

  const load = useCallback(
    async (live: () => boolean) => {
      const answer = await manageApi.call('manageCustomer', { params: { id: id ?? '' } });
      if (!live()) return;
      if (answer.ok) setFile(answer.data);
      else if (answer.httpStatus === 404) setFile('missing');
      else setProblem(refusalOf(t, answer).message);
    },
    [id, t],
  );
  useEffect(() => {
    let live = true;
    void load(() => live);
    return () => {
      live = false;
    };
  }, [load]);

  const adjusted = useCallback((ritmitos: SupportRitmitos) => setFile((kept) => (kept && kept !== 'missing' ? { ...kept, ritmitos } : kept)), []);

  const back = (
    <p>
      <Link to="/customers" data-testid="support-back">
        ← {t('customers.back')}
      </Link>
    </p>
  );
  if (problem)
    return (
      <>
        {back}
        <p role="alert">{problem}</p>
      </>
    );
  if (file === undefined) return <p aria-busy="true">{t('loading')}</p>;
  if (file === 'missing')
    return (
      <>
        {back}
        <p role="alert">{t('customers.notFound')}</p>
      </>
    );
  return (
    <div className="bo-support-page" data-testid="support-customer">
      {back}
      <Profile profile={file.profile} />
      <Orders orders={file.orders} />
      <InvoiceList invoices={file.invoices} email={file.profile.email} />
      <RitmitosPanel customerId={file.profile.id} email={file.profile.email} ritmitos={file.ritmitos} onAdjusted={adjusted} />
      <SignIns signIns={file.signIns} />
    </div>
  );
}
