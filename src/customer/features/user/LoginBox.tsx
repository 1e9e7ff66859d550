import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAlert, useSocialSignIn } from '../../shared/hooks';
import { finishEmailLogin, socialSignInUrl, startEmailLogin } from '../../../data/signIn';
import { codeExpiresAt } from '../../../domain/people/loginDraft';
import { isValidEmail, isValidLoginCode, normalLoginCode, typedLoginCode } from '../../../domain/text/validation';
import { clearLoginDraft, useLoginDraft } from './useLoginDraft';

/** Login flow: step 0 asks for the e-mail, step 1 for the mailed code; Cancel goes back to step 0. */
export function LoginBox() {
  const { t } = useTranslation('login');
  const alert = useAlert();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { draft, codeExpired, setEmail, codeSent, backToEmail } = useLoginDraft(params.get('email'));
  const socialSignIn = useSocialSignIn();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const emailHintId = useId();

  const danger = (text: string) => alert({ type: 'danger', text, timeoutSeconds: 3 });
  const warn = (text: string) => alert({ type: 'warning', text });

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    const email = draft.email.trim();
    if (!isValidEmail(email)) {
      setEmailInvalid(true);
      return;
    }
    setBusy(true);
    const sentAt = Date.now();
    const started = await startEmailLogin(email);
    setBusy(false);
    if (started.outcome === 'code-sent') {
      setCode('');
      codeSent(email, codeExpiresAt(sentAt, started.expiresInSeconds));
    } else if (started.outcome === 'invalid-email') setEmailInvalid(true);
    else if (started.outcome === 'too-many') alert({ type: 'danger', text: t('errors.tooMany'), timeoutSeconds: 6 });
    else if (started.outcome === 'offline') warn(t('errors.offline'));
    else danger(t('errors.internal'));
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!isValidLoginCode(code)) {
      danger(t('errors.codeInfo'));
      return;
    }
    setBusy(true);
    const result = await finishEmailLogin(draft.email, normalLoginCode(code));
    setBusy(false);
    if (result === 'signed-in') {
      clearLoginDraft();
      navigate('/user', { replace: true });
    } else if (result === 'expired') {
      setCode('');
      backToEmail();
      warn(t('errors.codeExpired'));
    } else if (result === 'wrong-code') danger(t('errors.wrongCode'));
    else if (result === 'too-many') alert({ type: 'danger', text: t('errors.tooManyTries'), timeoutSeconds: 6 });
    else if (result === 'offline') warn(t('errors.offline'));
    else danger(t('errors.codeInfo'));
  }

  const cancel = () => {
    setCode('');
    backToEmail();
  };

  if (draft.step === 1) {
    return (
      <article className="login-box">
        <h2>{t('codeTitle')}</h2>
        <p>{t('codeSentTo', { email: draft.email })}</p>
        <form onSubmit={submitCode} noValidate>
          <label>
            {t('code')}
            <input
              className="login-code-input"
              data-testid="login-code"
              name="code"
              value={code}
              // No maxLength: the browser would cut a pasted code with the mail's blanks before they are taken out.
              onChange={(event) => setCode(typedLoginCode(event.target.value))}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
              required
            />
          </label>
          <button type="submit" data-testid="login-code-submit" aria-busy={busy} disabled={busy}>
            {t('enter')}
          </button>
          <button type="button" className="secondary outline" data-testid="login-cancel" onClick={cancel} disabled={busy}>
            {t('cancel')}
          </button>
        </form>
        <p className="login-hint">{t('codeHint')}</p>
      </article>
    );
  }

  return (
    <article className="login-box">
      <h2>{t('title')}</h2>
      <p>{t('intro')}</p>
      {codeExpired && (
        <p className="login-expired" role="status" data-testid="login-code-expired">
          {t('errors.codeExpired')}
        </p>
      )}
      <form onSubmit={submitEmail} noValidate>
        <label>
          {t('email')}
          <input
            type="email"
            data-testid="login-email"
            name="email"
            value={draft.email}
            onChange={(event) => {
              setEmailInvalid(false);
              setEmail(event.target.value);
            }}
            placeholder={t('emailPlaceholder')}
            autoComplete="email"
            inputMode="email"
            aria-invalid={emailInvalid || undefined}
            aria-describedby={emailInvalid ? emailHintId : undefined}
            required
          />
          {emailInvalid && <small id={emailHintId}>{t('errors.emailInvalid')}</small>}
        </label>
        <button type="submit" data-testid="login-submit" aria-busy={busy} disabled={busy}>
          {t('sendCode')}
        </button>
      </form>
      {socialSignIn && (
        <>
          <p className="login-divider">
            <span>{t('or')}</span>
          </p>
          <a href={socialSignInUrl()} role="button" className="secondary outline login-social">
            {t('google')}
          </a>
        </>
      )}
    </article>
  );
}
