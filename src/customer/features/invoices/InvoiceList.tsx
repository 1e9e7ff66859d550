import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../api/contract';
import { useLanguage } from '../../shared/hooks';
import { formatCartPrice } from '../../../domain/pricing/money';
import { formatCount } from '../../../domain/text/numberText';
import { formatInvoiceDate, invoiceTitle } from './invoiceView';

type InvoiceListProps = { invoices: Invoice[]; onSelect(invoiceNumber: string): void };

/** Invoices list: number (and kind, beside a ticket), date, total and the loyalty points each invoice accumulated. */
export function InvoiceList({ invoices, onSelect }: InvoiceListProps) {
  const { t } = useTranslation('invoices');
  const { language } = useLanguage();
  return (
    <ul className="invoice-list">
      {invoices.map((invoice) => (
        <li key={invoice.invoiceNumber}>
          <button type="button" className="invoice-row" data-testid="invoice-row" onClick={() => onSelect(invoice.invoiceNumber)}>
            <span className="invoice-row-main">
              <strong>{invoice.invoiceNumber}</strong>
              {/* An order may have several invoices: a full invoice or a correction says what it is. */}
              {invoice.invoiceType && invoice.invoiceType !== 'F2' && (
                <small className="invoice-row-kind" data-testid="invoice-row-kind">
                  {invoiceTitle(invoice, t)}
                </small>
              )}
              <time dateTime={invoice.invoiceDate}>{formatInvoiceDate(invoice.invoiceDate)}</time>
            </span>
            <span className="invoice-row-figures">
              <span className="invoice-row-total">{formatCartPrice(invoice.totalPrice, language)}</span>
              <span className="invoice-row-points">
                {t('pointsShort', { count: invoice.ritmitosLoyalty, amount: formatCount(invoice.ritmitosLoyalty, language) })}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
