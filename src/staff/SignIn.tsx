import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffLoginEndAnswerSchema, StaffLoginStartAnswerSchema } from '../api/contract/staff';
import { saveStaffSession } from './data/session';
import { newOrderAlert, staffApi } from './runtime';

/** E-mail, then the code sent to it; the last tap also unlocks the new-order sound. */
export function SignIn({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation('staff');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function start(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const result = await staffApi.call('POST', '/staff/login-start', StaffLoginStartAnswerSchema, { body: { email: email.trim() } });
    setBusy(false);
    if (result.ok) setStep('code');
    else setMessage(result.error?.message ?? t('signIn.failed'));
  }

  async function end(event: FormEvent) {
    event.preventDefault();
    newOrderAlert.unlock(); // inside the tap: browsers allow sound from here on
    setBusy(true);
    setMessage(null);
    const result = await staffApi.call('POST', '/staff/login-end', StaffLoginEndAnswerSchema, { body: { email: email.trim(), code: code.trim() } });
    setBusy(false);
    if (result.ok && result.data !== 'error_date') {
      saveStaffSession(result.data);
      onStarted();
      return;
    }
    if (result.ok) setMessage(t('signIn.expired'));
    else if (result.httpStatus === undefined) setMessage(t('signIn.failed'));
    else setMessage(result.error?.message ?? t('signIn.wrongCode'));
  }

  return (
    <article className="staff-card">
      <h1>{t('signIn.title')}</h1>
      {step === 'email' ? (
        <form onSubmit={(event) => void start(event)}>
          <label>
            {t('signIn.email')}
            <input type="email" name="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <button type="submit" aria-busy={busy} disabled={busy}>
            {t('signIn.sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={(event) => void end(event)}>
          <p>{t('signIn.codeSent', { email })}</p>
          <label>
            {t('signIn.code')}
            <input name="code" inputMode="text" autoComplete="one-time-code" required value={code} onChange={(event) => setCode(event.target.value)} />
          </label>
          <button type="submit" aria-busy={busy} disabled={busy}>
            {t('signIn.enter')}
          </button>
          <button type="button" className="secondary outline" onClick={() => setStep('email')}>
            {t('signIn.otherEmail')}
          </button>
        </form>
      )}
      {message && (
        <p role="alert" className="staff-error">
          {message}
        </p>
      )}
    </article>
  );
}
