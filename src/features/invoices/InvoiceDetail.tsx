import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../api/contract';
import { useLanguage } from '../../app/hooks';
import { formatCartPrice } from '../../domain/money';
import { formatInvoiceDate, invoicePoints, invoiceTotals } from './invoiceView';
import { useInvoicePdf } from './useInvoicePdf';

/** The unit figure of 'quantity × unit' from the line amount itself, so the two never disagree (extras included). */
function unitOf(product: Invoice['products'][number]): number {
  return product.quantity > 0 ? product.total / product.quantity : product.price;
}

type InvoiceDetailProps = { invoice: Invoice; onBack(): void };

/** Spec §2 invoice detail: legal header, lines, conditional loyalty/discount, totals, points, PDF. */
export function InvoiceDetail({ invoice, onBack }: InvoiceDetailProps) {
  const { t } = useTranslation('invoices');
  const { t: tCommon } = useTranslation('common');
  const { language } = useLanguage();
  const pdf = useInvoicePdf();
  const money = (amount: number) => formatCartPrice(amount, language);

  return (
    <article className="invoice-detail" data-testid="invoice-detail">
      <button type="button" className="secondary outline invoice-back" onClick={onBack}>
        <span aria-hidden="true">‹ </span>
        {tCommon('back')}
      </button>
      <header className="invoice-legal" data-testid="invoice-legal">
        <strong>{invoice.legal.name}</strong>
        <span>{invoice.legal.address1}</span>
        <span>{invoice.legal.address2}</span>
        <span>{t('vatNumber', { value: invoice.legal.vatNumber })}</span>
      </header>
      <p className="invoice-heading">
        <strong data-testid="invoice-number">{t('invoiceNumber', { number: invoice.invoiceNumber })}</strong>
        <time dateTime={invoice.invoiceDate}>{t('invoiceDate', { date: formatInvoiceDate(invoice.invoiceDate) })}</time>
      </p>
      <table className="invoice-lines">
        <caption className="visually-hidden">{t('products')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('description')}</th>
            <th scope="col" className="invoice-amount">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.products.map((product, index) => (
            <tr key={index} data-testid="invoice-line">
              <td>{product.quantity}</td>
              <td>{product.description}</td>
              <td className="invoice-amount">
                <small>{`${product.quantity} × ${money(unitOf(product))}`}</small> {money(product.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="invoice-figures" data-testid="invoice-totals">
        {invoiceTotals(invoice).map((row) => (
          <div key={row.key} className={row.key === 'grandTotal' ? 'invoice-grand-total' : undefined} data-testid={`invoice-${row.key}`}>
            <dt>{t(row.key)}</dt>
            <dd>{money(row.amount)}</dd>
          </div>
        ))}
      </dl>
      <dl className="invoice-figures" data-testid="invoice-points">
        {invoicePoints(invoice).map((row) => (
          <div key={row.key} data-testid={`invoice-${row.key}`}>
            <dt>{t(row.key)}</dt>
            <dd>{new Intl.NumberFormat(language).format(row.count)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" data-testid="invoice-download" aria-busy={pdf.busy} disabled={pdf.busy} onClick={() => void pdf.download(invoice)}>
        {pdf.busy ? t('downloading') : t('download')}
      </button>
    </article>
  );
}
