import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFallback } from '../../../ui/ScreenFallback';
import { BackLink } from '../../../ui/BackLink';
import { SignInFirst } from '../../../ui/SignInFirst';
import { UnavailableState } from '../../../ui/UnavailableState';
import { ACCOUNT_ENTITY, PREFERENCES_ENTITY, usePendingKeys } from '../../../data/outbox';
import { useAccount } from '../../../data/account';
import { FISCAL_ENTITY, useFiscalDetails } from '../../../data/fiscal';
import { useSession } from '../../../data/session';
import { ContactForm } from './ContactForm';
import { FiscalForm } from './FiscalForm';
import { PreferenceSwitches } from './PreferenceSwitches';
import './settings.css';

// Order notifications of this device, loaded with the screen's first render rather than in it.
const PushSwitch = lazy(() => import('./PushSwitch'));

/** /user/settings: contact name and phone, the two preference switches and the fiscal details (opens offline). */
export default function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { isSignedIn, ready } = useSession();
  const account = useAccount();
  const fiscal = useFiscalDetails();
  const pendingKeys = usePendingKeys();

  const body = () => {
    if (!ready) return <ScreenFallback />;
    if (!isSignedIn) return <SignInFirst title={t('signInTitle')} text={t('signInText')} action={t('signIn')} />;
    if (account.state === 'loading') return <ScreenFallback />;
    if (!account.data) return <UnavailableState />;
    return (
      <>
        <ContactForm account={account.data} pending={pendingKeys.has(ACCOUNT_ENTITY)} />
        <PreferenceSwitches account={account.data} pending={pendingKeys.has(PREFERENCES_ENTITY)} />
        {fiscal.state === 'ready' && <FiscalForm fiscal={fiscal.data ?? null} pending={pendingKeys.has(FISCAL_ENTITY)} />}
        <Suspense fallback={null}>
          <PushSwitch />
        </Suspense>
      </>
    );
  };

  return (
    <section className="settings-screen">
      <BackLink to="/user" />
      <h1 className="screen-title">{t('title')}</h1>
      {body()}
    </section>
  );
}
