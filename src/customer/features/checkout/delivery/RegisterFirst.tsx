import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '../../../shared/hooks';
import { saveContactDetails } from '../../../../data/outbox';
import { isValidContactName, isValidPhone } from '../../../../domain/text/validation';

/** The delivery checkout needs an active account; others register their contact first. */
export function RegisterFirst({ name: savedName, phone: savedPhone }: { name: string; phone: string }) {
  const { t } = useTranslation('delivery');
  const alert = useAlert();
  const navigate = useNavigate();
  const [name, setName] = useState(savedName);
  const [phone, setPhone] = useState(savedPhone);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const nameValid = isValidContactName(name);
  const phoneValid = isValidPhone(phone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!nameValid || !phoneValid) {
      alert({ type: 'warning', text: t(nameValid ? 'phoneRule' : 'nameRule'), timeoutSeconds: 5 });
      return;
    }
    setSaving(true);
    // Sent through the outbox like /user/settings; a refusal is announced by the outbox itself.
    await saveContactDetails(name, phone);
    setSaving(false);
  };

  return (
    <section className="delivery-register" data-testid="register-first">
      <h2>{t('registerTitle')}</h2>
      <p>{t('registerText')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label>
          {t('contactName')}
          <input
            data-testid="register-name"
            name="name"
            autoComplete="name"
            value={name}
            aria-invalid={checked ? !nameValid : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {checked && !nameValid && <small>{t('nameRule')}</small>}
        </label>
        <label>
          {t('contactPhone')}
          <input
            data-testid="register-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            aria-invalid={checked ? !phoneValid : undefined}
            onChange={(event) => setPhone(event.target.value)}
          />
          {checked && !phoneValid && <small>{t('phoneRule')}</small>}
        </label>
        <div className="delivery-actions">
          <button type="button" className="secondary outline" data-testid="register-cancel" onClick={() => navigate('/')}>
            {t('cancel')}
          </button>
          <button type="submit" data-testid="register-save" aria-busy={saving} disabled={saving}>
            {t('register')}
          </button>
        </div>
      </form>
    </section>
  );
}
