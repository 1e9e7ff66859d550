import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportInvoice } from '../../api/contract/manage/support';
import { manageApi } from '../runtime';
import { FieldError, invalidProps, refusalOf, SaveResult } from '../shops/formBits';
import { useFormats } from './useFormats';

/** "Reenviar": the receipt mail with this invoice again, to the customer or to the address typed. */
function ResendForm({ invoice, email }: { invoice: SupportInvoice; email: string }) {
  const { t } = useTranslation('manage');
  const id = useId();
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    const typed = to.trim();
    const answer = await manageApi.call('manageInvoiceResend', { params: { number: invoice.invoiceNumber }, body: typed ? { email: typed } : {} });
    setBusy(false);
    if (answer.ok) {
      setResult({ ok: true, message: t('customers.resent', { number: answer.data.invoiceNumber, to: answer.data.to }) });
      setTo('');
      return;
    }
    const refusal = refusalOf(t, answer);
    if (refusal.field === 'email') setError(refusal.message);
    else setResult({ ok: false, message: refusal.message });
  };

  return (
    <form className="bo-support-resend" onSubmit={(event) => void submit(event)} aria-label={t('customers.resendOf', { number: invoice.invoiceNumber })}>
      <label htmlFor={`${id}-to`}>{t('customers.resendTo')}</label>
      <input
        id={`${id}-to`}
        type="email"
        inputMode="email"
        autoComplete="off"
        value={to}
        placeholder={t('customers.resendToHint', { email })}
        onChange={(event) => setTo(event.target.value)}
        data-testid="support-resend-to"
        {...invalidProps(`${id}-to`, error)}
      />
      <FieldError id={`${id}-to`} error={error} />
      <button type="submit" className="secondary" aria-busy={busy} disabled={busy} data-testid="support-resend">
        {t('customers.resend')}
      </button>
      <SaveResult result={result} testId="support-resend-result" />
    </form>
  );
}

/** The customer's invoices, each to send again. */
export function InvoiceList({ invoices, email }: { invoices: SupportInvoice[]; email: string }) {
  const { t } = useTranslation('manage');
  const { when, euros } = useFormats();
  return (
    <article aria-labelledby="support-invoices">
      <h2 id="support-invoices">{t('customers.invoices')}</h2>
      {invoices.length === 0 ? (
        <p className="bo-muted">{t('customers.noInvoices')}</p>
      ) : (
        <ul className="bo-support-invoices" data-testid="support-invoices">
          {invoices.map((invoice) => (
            <li key={invoice.invoiceNumber} data-testid="support-invoice">
              <p>
                <strong>{invoice.invoiceNumber}</strong> <span className="bo-muted">({invoice.invoiceType})</span> · {invoice.orderCode} · {invoice.shop}
                <br />
                <time dateTime={invoice.issuedAt}>{when.format(new Date(invoice.issuedAt))}</time>
                {invoice.total !== null && <> · {euros.format(invoice.total)}</>}
              </p>
              <ResendForm invoice={invoice} email={email} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
