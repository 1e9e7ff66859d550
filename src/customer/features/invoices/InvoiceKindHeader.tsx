import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../api/contract';
import { invoiceRecipientLines, invoiceReplacement, invoiceTitle } from './invoiceView';

/** What kind of invoice this is (ticket, full invoice, correction), the ticket an F3 replaces, and who a full invoice is made out to. */
export function InvoiceKindHeader({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const replacement = invoiceReplacement(invoice, t);
  const recipient = invoiceRecipientLines(invoice, t);
  return (
    <>
      <p className="invoice-kind" data-testid="invoice-kind">
        {invoiceTitle(invoice, t)}
      </p>
      {replacement && (
        <p className="invoice-replaces" data-testid="invoice-replaces">
          {replacement}
        </p>
      )}
      {recipient.length > 0 && (
        <address className="invoice-recipient" data-testid="invoice-recipient">
          <small>{t('recipientHeading')}</small>
          {recipient.map((line, index) => (index === 0 ? <strong key={index}>{line}</strong> : <span key={index}>{line}</span>))}
        </address>
      )}
    </>
  );
}
