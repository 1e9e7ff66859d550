import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bootData } from '../../../data/bootData';
import { consentExpiry, hasValidConsent } from '../../../domain/people/consent';
import { CONSENT_COOKIE } from '../../../domain/constants';
import { readCookie } from '../../../i18n';
import { refreshKeptDocument } from '../../../data/refreshKeptDocument';
import { focusMain } from '../../../ui/useModalDialog';

function acceptCookies(now: Date): void {
  const expires = consentExpiry(now).toUTCString();
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(now.toISOString())}; path=/; expires=${expires}; SameSite=Lax`;
}

const consentGiven = () => hasValidConsent(readCookie(CONSENT_COOKIE) ?? undefined, new Date());
/** What the server rendered from the request's cookie: the hydration must render the same. */
const consentRendered = () => bootData()?.consent ?? consentGiven();
const noChanges = () => () => {};

/** Cookie-acceptance banner; the acceptance date is kept 12 months. */
export function CookieBanner() {
  const { t } = useTranslation('app');
  const consentOnLoad = useSyncExternalStore(noChanges, consentGiven, consentRendered);
  const [accepted, setAccepted] = useState(false);
  if (consentOnLoad || accepted) return null;
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
          refreshKeptDocument(); // the next start's document comes without the banner
          setAccepted(true);
          focusMain(); // the banner and its focused button are gone
        }}
      >
        {t('cookies.accept')}
      </button>
    </aside>
  );
}
