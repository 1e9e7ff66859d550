import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { consentExpiry, hasValidConsent } from '../../domain/consent';
import { readCookie } from '../../i18n';
import { focusMain } from '../ui/useModalDialog';

export const CONSENT_COOKIE = 'cookie_consent';

function acceptCookies(now: Date): void {
  const expires = consentExpiry(now).toUTCString();
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(now.toISOString())}; path=/; expires=${expires}; SameSite=Lax`;
}

/** Spec §1 cookie-acceptance banner; the acceptance date is kept 12 months (spec §9). */
export function CookieBanner() {
  const { t } = useTranslation('app');
  const [accepted, setAccepted] = useState(() => hasValidConsent(readCookie(CONSENT_COOKIE) ?? undefined, new Date()));
  if (accepted) return null;
  return (
    <aside className="cookie-banner" aria-label={t('cookies.more')}>
      <p>
        {t('cookies.message')} <Link to="/page/cookies">{t('cookies.more')}</Link>
      </p>
      <button
        type="button"
        data-testid="cookie-accept"
        onClick={() => {
          acceptCookies(new Date());
          setAccepted(true);
          focusMain(); // the banner and its focused button are gone
        }}
      >
        {t('cookies.accept')}
      </button>
    </aside>
  );
}
