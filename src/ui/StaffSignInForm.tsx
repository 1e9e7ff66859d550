import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCallResult } from '../api/callClient';
import type { StaffLoginEndAnswer, StaffLoginStartAnswer } from '../api/contract/counter/staff';
import { saveStaffSession } from '../data/staffSession';
import { hashWithoutInvitation, invitationFromHash } from './invitationHash';

/** A step's submit button, disabled while its request runs. */
function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" aria-busy={busy} disabled={busy}>
      {label}
    </button>
  );
}

export interface SignInFormProps {
  /** Any staff client: both the counter's and the back office's can sign in. */
  api: SignInCalls;
  /** The last button's text: what signing in starts on this surface. */
  enterLabel: string;
  /** Runs inside the last tap, before its request (browsers allow sound from a tap on). */
  onEnterTap?: () => void;
  onSignedIn: () => void;
}

/**
 * The staff sign-in of both staff surfaces (the counter and the back office): e-mail, then the code sent
 * to it; the session is saved where both read it (data/session).
 */
/** The two sign-in calls, from whichever staff client the surface has. */
export interface SignInCalls {
  start(email: string): Promise<StaffCallResult<StaffLoginStartAnswer>>;
  end(email: string, code: string): Promise<StaffCallResult<StaffLoginEndAnswer>>;
}

export function SignInForm({ api, enterLabel, onEnterTap, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('staff');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  /** Runs one step's request with the form busy and the last message cleared; its result. */
  async function request<T>(event: FormEvent | null, send: () => Promise<T>): Promise<T> {
    event?.preventDefault();
    setBusy(true);
    setMessage(null);
    const result = await send();
    setBusy(false);
    return result;
  }

  async function start(event: FormEvent) {
    const result = await request(event, () => api.start(email.trim()));
    if (result.ok) setStep('code');
    else setMessage(result.error?.message ?? t('signIn.failed'));
  }

  async function end(event: FormEvent | null, typed = { email, code }) {
    if (event) onEnterTap?.();
    const result = await request(event, () => api.end(typed.email.trim(), typed.code.trim()));
    if (result.ok && result.data !== 'error_date') {
      saveStaffSession(result.data);
      onSignedIn();
      return;
    }
    if (result.ok) setMessage(t('signIn.expired'));
    else if (result.httpStatus === undefined) setMessage(t('signIn.failed'));
    else setMessage(result.error?.message ?? t('signIn.wrongCode'));
  }

  // An invitation link (`#/?email=…&code=…`) signs in by itself, once, and leaves no code in the address.
  const invitationTried = useRef(false);
  useEffect(() => {
    if (invitationTried.current) return;
    invitationTried.current = true;
    const invitation = invitationFromHash(window.location.hash);
    if (!invitation) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hashWithoutInvitation(window.location.hash)}`);
    setEmail(invitation.email);
    setCode(invitation.code);
    setStep('code');
    void end(null, invitation);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the link's first load
  }, []);

  return (
    <article className="staff-card">
      <h1>{t('signIn.title')}</h1>
      {step === 'email' ? (
        <form onSubmit={(event) => void start(event)}>
          <label>
            {t('signIn.email')}
            <input type="email" name="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <SubmitButton busy={busy} label={t('signIn.sendCode')} />
        </form>
      ) : (
        <form onSubmit={(event) => void end(event)}>
          <p>{t('signIn.codeSent', { email })}</p>
          <label>
            {t('signIn.code')}
            <input name="code" inputMode="text" autoComplete="one-time-code" required value={code} onChange={(event) => setCode(event.target.value)} />
          </label>
          <SubmitButton busy={busy} label={enterLabel} />
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
