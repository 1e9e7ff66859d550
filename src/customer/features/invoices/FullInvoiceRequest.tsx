import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Invoice } from '../../../api/contract';
import { useFiscalDetails } from '../../../data/fiscal';
import { requestFullInvoice, type FullInvoiceRefusal } from '../../../data/invoices';
import { fullInvoiceState } from './fullInvoiceState';

type FullInvoiceRequestProps = {
  invoice: Invoice;
  invoices: readonly Invoice[];
  /** Opens another invoice of the list (the full invoice issued, or the one that replaced this ticket). */
  onOpen(invoiceNumber: string): void;
};

/**
 * "Request a full invoice" under a simplified ticket: issues a full invoice (F3) made out to the stored
 * fiscal details and opens it; without details it sends the customer to Settings; a replaced ticket
 * names the invoice that replaced it.
 */
export function FullInvoiceRequest({ invoice, invoices, onOpen }: FullInvoiceRequestProps) {
  const { t } = useTranslation('invoices');
  const fiscal = useFiscalDetails();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<FullInvoiceRefusal | null>(null);
  const state = fullInvoiceState(invoice, invoices);
  if (state.kind === 'none') return null;

  if (state.kind === 'replaced') {
    return (
      <p className="invoice-replaced" data-testid="invoice-replaced">
        {t('fullInvoice.replacedBy')}{' '}
        <button type="button" className="link-button" onClick={() => onOpen(state.by)}>
          {state.by}
        </button>
      </p>
    );
  }

  const details = fiscal.data ?? null;
  const ask = async () => {
    setBusy(true);
    setRefusal(null);
    const outcome = await requestFullInvoice(invoice.invoiceNumber);
    setBusy(false);
    if (outcome.kind === 'issued') onOpen(outcome.invoiceNumber);
    else setRefusal(outcome.kind);
  };

  return (
    <div className="invoice-full-request" data-testid="invoice-full-request">
      {details ? (
        <>
          <button type="button" className="secondary" data-testid="invoice-full-request-button" aria-busy={busy} disabled={busy} onClick={() => void ask()}>
            {t('fullInvoice.request')}
          </button>
          <small>{t('fullInvoice.to', { name: details.name, taxId: details.taxId })}</small>
          {refusal && (
            <p role="status" className="invoice-full-refusal" data-testid="invoice-full-refusal">
              {t(`fullInvoice.${refusal}`)}
            </p>
          )}
        </>
      ) : (
        <Link to="/user/settings" data-testid="invoice-full-request-settings">
          {t('fullInvoice.addDetails')}
        </Link>
      )}
    </div>
  );
}
