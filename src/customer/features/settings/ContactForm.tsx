import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../ui/alerts/AlertContext';
import { PendingIndicator } from '../../../ui/PendingIndicator';
import { useSessionDraft } from '../../shared/useSessionDraft';
import { CUSTOMER_DRAFT_PREFIX } from '../../../data/customerDrafts';
import type { Account } from '../../../api/contract';
import { saveContactDetails } from '../../../data/outbox';
import { isValidContactName, isValidPhone } from '../../../domain/text/validation';

type ContactDraft = { name: string; phone: string };

function isContactDraft(value: unknown): value is ContactDraft {
  const draft = value as Partial<ContactDraft> | null;
  return typeof draft?.name === 'string' && typeof draft.phone === 'string';
}

/** /user/settings: contact name and phone with their field rules, saved with Save. */
export function ContactForm({ account, pending }: { account: Account; pending: boolean }) {
  const { t } = useTranslation('settings');
  const alert = useAlert();
  const [draft, setDraft] = useSessionDraft(`${CUSTOMER_DRAFT_PREFIX}contact`, isContactDraft);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const values = draft ?? { name: account.name, phone: account.phone };
  const nameValid = isValidContactName(values.name);
  const phoneValid = isValidPhone(values.phone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!nameValid || !phoneValid) {
      alert({ type: 'warning', text: t(nameValid ? 'phoneRule' : 'nameRule') });
      return;
    }
    setSaving(true);
    const outcome = await saveContactDetails(values.name, values.phone);
    setSaving(false);
    if (outcome === 'rejected') return; // the outbox's alert says so; the draft stays to try again
    setDraft(undefined);
    setChecked(false);
    alert({ type: outcome === 'sent' ? 'success' : 'info', text: t(outcome === 'sent' ? 'saved' : 'savedOffline') });
  };

  return (
    <form className="settings-contact" onSubmit={(event) => void submit(event)} noValidate>
      <h2>
        {t('contact')} {pending && <PendingIndicator />}
      </h2>
      <label>
        {t('name')}
        <input
          data-testid="settings-name"
          name="name"
          autoComplete="name"
          value={values.name}
          aria-invalid={checked ? !nameValid : undefined}
          onChange={(event) => setDraft({ ...values, name: event.target.value })}
        />
        {checked && !nameValid && <small>{t('nameRule')}</small>}
      </label>
      <label>
        {t('phone')}
        <input
          data-testid="settings-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          aria-invalid={checked ? !phoneValid : undefined}
          onChange={(event) => setDraft({ ...values, phone: event.target.value })}
        />
        {checked && !phoneValid && <small>{t('phoneRule')}</small>}
      </label>
      <button type="submit" data-testid="settings-save" aria-busy={saving} disabled={saving}>
        {t('save')}
      </button>
    </form>
  );
}
