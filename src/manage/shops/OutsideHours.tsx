import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HoursAnswer } from '../../api/contract/manage/shops';
import { localeOf } from './formBits';

/** Orders accepted for a time the new hours close: shown first, with the customer's phone to call. */
export function OutsideHours({ orders, timeZone }: { orders: HoursAnswer['outsideHours']; timeZone: string }) {
  const { t, i18n } = useTranslation('manage');
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const ref = useRef<HTMLElement>(null);
  // Shown after a save, above the form: brought into view and focused, whatever was scrolled to.
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  const money = new Intl.NumberFormat(localeOf(i18n.language), { style: 'currency', currency: 'EUR' });
  return (
    <article ref={ref} tabIndex={-1} className="bo-outside" role="alert" aria-labelledby="bo-outside-title" data-testid="bo-outside-hours">
      <h2 id="bo-outside-title">{t('shops.outside.title', { count: orders.length })}</h2>
      <p>{t('shops.outside.text')}</p>
      <ul>
        {orders.map((order) => (
          <li key={order.orderId}>
            <strong>{when.format(new Date(order.at))}</strong> · {t('shops.outside.order', { id: order.orderId })} · {order.customerName} ·{' '}
            <a href={`tel:${order.customerPhone.replace(/\s+/g, '')}`}>{order.customerPhone}</a> · {money.format(order.total)}
          </li>
        ))}
      </ul>
    </article>
  );
}
