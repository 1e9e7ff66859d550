import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../api/contract';
import { useLanguage } from '../../shared/hooks';
import { QuantityText } from '../../../ui/QuantityText';
import { formatCartPrice } from '../../../domain/pricing/money';
import { formatCount } from '../../../domain/text/numberText';
import { formatInvoiceDate, invoiceLineDetail, invoicePoints, invoiceTotals, invoiceVatTable } from './invoiceView';
import { InvoiceKindHeader } from './InvoiceKindHeader';
import { InvoiceVerification } from './InvoiceVerification';
import { invoicePaymentMethod } from './invoiceContent';
import { useInvoicePdf } from './useInvoicePdf';
import { LineNoteText } from '../../shared/lineNotes/LineNoteText';
import { OrderAgainButton } from '../../shared/lineNotes/OrderAgainButton';
import { pastLinesOfInvoice } from '../../shared/lineNotes/pastLines';

type InvoiceDetailProps = { invoice: Invoice; onBack(): void };

/** Invoice detail (a ticket, a full invoice or a correction): its kind, legal header, lines with unit price and VAT rate, VAT breakdown, conditional loyalty/discount, totals, points, the agency's verification QR, PDF. */
export function InvoiceDetail({ invoice, onBack }: InvoiceDetailProps) {
  const { t } = useTranslation('invoices');
  const { t: tCommon } = useTranslation('common');
  const { language } = useLanguage();
  const pdf = useInvoicePdf();
  const money = (amount: number) => formatCartPrice(amount, language);
  const vatTable = invoiceVatTable(invoice, t, language);
  const paymentMethod = invoicePaymentMethod(invoice, t);

  return (
    <article className="invoice-detail" data-testid="invoice-detail">
      <button type="button" className="secondary outline invoice-back" onClick={onBack}>
        <span aria-hidden="true">‹ </span>
        {tCommon('back')}
      </button>
      <InvoiceKindHeader invoice={invoice} />
      <header className="invoice-legal" data-testid="invoice-legal">
        <strong>{invoice.legal.name}</strong>
        <span>{invoice.legal.address1}</span>
        <span>{invoice.legal.address2}</span>
        <span>{t('vatNumber', { value: invoice.legal.vatNumber })}</span>
      </header>
      <p className="invoice-heading">
        <strong data-testid="invoice-number">{t('invoiceNumber', { number: invoice.invoiceNumber })}</strong>
        <time dateTime={invoice.invoiceDate}>{t('invoiceDate', { date: formatInvoiceDate(invoice.invoiceDate) })}</time>
        {invoice.pickupTime && <span data-testid="invoice-pickup-time">{t('pickupTime', { time: invoice.pickupTime })}</span>}
        {paymentMethod && <span data-testid="invoice-payment-method">{paymentMethod}</span>}
      </p>
      <table className="invoice-lines">
        <caption className="visually-hidden">{t('products')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('description')}</th>
            <th scope="col" className="invoice-amount">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.products.map((product, index) => (
            <tr key={index} data-testid="invoice-line">
              <td>{product.quantity}</td>
              <td>
                <QuantityText text={product.description} /> <small className="invoice-line-detail">{invoiceLineDetail(product, t, language)}</small>
                <LineNoteText notes={product.notes} className="invoice-line-detail" />
              </td>
              <td className="invoice-amount">{money(product.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {vatTable && vatTable.rows.length > 0 && (
        <table className="invoice-vat" data-testid="invoice-vat">
          <caption className="visually-hidden">{t('vatBreakdown')}</caption>
          <thead>
            <tr>
              {vatTable.head.map((label, index) => (
                <th key={label} scope="col" className={index > 0 ? 'invoice-amount' : undefined}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vatTable.rows.map(([rate, base, vat]) => (
              <tr key={rate} data-testid="invoice-vat-rate">
                <td>{rate}</td>
                <td className="invoice-amount">{base}</td>
                <td className="invoice-amount">{vat}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
            <dd>{formatCount(row.count, language)}</dd>
          </div>
        ))}
      </dl>
      <InvoiceVerification invoice={invoice} />
      <button type="button" data-testid="invoice-download" aria-busy={pdf.busy} disabled={pdf.busy} onClick={() => void pdf.download(invoice)}>
        {pdf.busy ? t('downloading') : t('download')}
      </button>
      {invoice.locationCode && <OrderAgainButton locationCode={invoice.locationCode} lines={pastLinesOfInvoice(invoice)} />}
    </article>
  );
}
