import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../ui/alerts/AlertContext';
import { PendingIndicator } from '../../../ui/PendingIndicator';
import { useSessionDraft } from '../../shared/useSessionDraft';
import { CUSTOMER_DRAFT_PREFIX } from '../../../data/customerDrafts';
import { deleteFiscalDetails, saveFiscalDetails } from '../../../data/fiscal';
import type { FiscalDetails } from '../../../domain/fiscal/taxId';
import { checkFiscalForm, FISCAL_FIELDS, type FiscalField } from './fiscalFormProblems';

const EMPTY: FiscalDetails = { taxId: '', name: '', address: '', postalCode: '', city: '' };

const AUTOCOMPLETE: Record<FiscalField, string> = {
  taxId: 'off',
  name: 'organization',
  address: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
};

function isFiscalDraft(value: unknown): value is FiscalDetails {
  const draft = value as Partial<FiscalDetails> | null;
  return FISCAL_FIELDS.every((field) => typeof draft?.[field] === 'string');
}

/**
 * Fiscal details for full invoices (NIF/NIE/CIF, name or company name, fiscal address): each field says
 * what is wrong once left or on Save, by the server's own rules; saved and removed through the outbox.
 */
export function FiscalForm({ fiscal, pending }: { fiscal: FiscalDetails | null; pending: boolean }) {
  const { t } = useTranslation('settings');
  const alert = useAlert();
  const [draft, setDraft] = useSessionDraft(`${CUSTOMER_DRAFT_PREFIX}fiscal`, isFiscalDraft);
  const [left, setLeft] = useState<ReadonlySet<FiscalField>>(new Set());
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const values = draft ?? fiscal ?? EMPTY;
  const { problems, details } = checkFiscalForm(values);
  const shows = (field: FiscalField) => (checked || left.has(field)) && problems.has(field);

  const finish = (outcome: 'sent' | 'queued' | 'rejected', saved: 'saved' | 'removed') => {
    if (outcome === 'rejected') return; // the outbox's alert says so; the draft stays to try again
    setDraft(undefined);
    setChecked(false);
    setLeft(new Set());
    alert({ type: outcome === 'sent' ? 'success' : 'info', text: t(outcome === 'sent' ? `fiscal.${saved}` : 'savedOffline') });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!details) return;
    // The fields show the details as they are stored (upper case, no dots or dashes) from the tap on, not once the answer is back.
    setDraft(details);
    setSaving(true);
    const outcome = await saveFiscalDetails(details);
    setSaving(false);
    finish(outcome, 'saved');
  };

  const remove = async () => {
    setSaving(true);
    const outcome = await deleteFiscalDetails();
    setSaving(false);
    finish(outcome, 'removed');
  };

  return (
    <form className="settings-contact settings-fiscal" data-testid="settings-fiscal" onSubmit={(event) => void submit(event)} noValidate>
      <h2>
        {t('fiscal.title')} {pending && <PendingIndicator />}
      </h2>
      <p className="settings-fiscal-intro">{t('fiscal.intro')}</p>
      {FISCAL_FIELDS.map((field) => (
        <label key={field}>
          {t(`fiscal.${field}`)}
          <input
            data-testid={`fiscal-${field}`}
            name={`fiscal-${field}`}
            autoComplete={AUTOCOMPLETE[field]}
            inputMode={field === 'postalCode' ? 'numeric' : undefined}
            autoCapitalize={field === 'taxId' ? 'characters' : undefined}
            value={values[field]}
            aria-invalid={shows(field) ? true : undefined}
            aria-describedby={shows(field) ? `fiscal-${field}-rule` : undefined}
            onChange={(event) => setDraft({ ...values, [field]: event.target.value })}
            onBlur={() => setLeft((before) => new Set(before).add(field))}
          />
          {shows(field) && (
            <small id={`fiscal-${field}-rule`} data-testid={`fiscal-${field}-rule`}>
              {t(`fiscal.${field}Rule`)}
            </small>
          )}
        </label>
      ))}
      <button type="submit" data-testid="fiscal-save" aria-busy={saving} disabled={saving}>
        {t('save')}
      </button>
      {fiscal && (
        <button type="button" className="secondary outline" data-testid="fiscal-delete" disabled={saving} onClick={() => void remove()}>
          {t('fiscal.remove')}
        </button>
      )}
    </form>
  );
}
