import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInvoices } from '../../../data/invoices';
import { formatCartPrice } from '../../../domain/pricing/money';
import { shownDate } from '../../../i18n/dateText';
import { useLanguage } from '../../shared/hooks';

/** An order's refunds, as its corrective invoices say them: the date, the money back, the lines, and a link to each. */
export function OrderRefunds({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const invoices = useInvoices();
  const corrections = (invoices.data ?? []).filter((invoice) => invoice.orderId === orderId && invoice.invoiceType?.startsWith('R'));
  if (corrections.length === 0) return null;
  return (
    <section className="order-refunds" aria-labelledby="order-refunds-title" data-testid="order-refunds">
      <h2 id="order-refunds-title">{t('refunds.title')}</h2>
      <ul>
        {corrections.map((invoice) => (
          <li key={invoice.invoiceNumber} data-testid="order-refund">
            <p>{t('refunds.line', { date: shownDate(invoice.invoiceDate), amount: formatCartPrice(Math.abs(invoice.totalPrice), language) })}</p>
            <p>{invoice.products.map((line) => `${line.quantity} × ${line.description}`).join(', ')}</p>
            <Link to={`/user/invoices?invoice=${encodeURIComponent(invoice.invoiceNumber)}`}>{t('refunds.invoice', { number: invoice.invoiceNumber })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
