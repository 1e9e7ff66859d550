import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StoredSession } from '../../../data/session';
import { signOutWithPush } from '../../../data/push/signOutWithPush';
import { useAccount } from '../../../data/account';
import { AccountMenu } from './AccountMenu';
import { CustomerQr } from './CustomerQr';
import { DeleteAccountEntry } from './DeleteAccountEntry';

/** /user signed in: greeting, e-mail, the account menu, the customer's QR code and Sign out. */
export function AccountHome({ session }: { session: StoredSession }) {
  const { t } = useTranslation('user');
  const account = useAccount().data;
  const name = (account?.name ?? '').trim();
  const email = account?.email ?? session.user.email;
  const isActive = account?.isActive ?? session.isActive;
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  // Signs out here rather than through the /logout route: a quick tap elsewhere must not skip it.
  const signOutHere = () => {
    setSigningOut(true);
    void signOutWithPush().finally(() => navigate('/', { replace: true }));
  };

  return (
    <section className="account-home">
      <header className="account-header">
        <h1 className="screen-title">{name ? t('greeting', { name }) : t('greetingNoName')}</h1>
        <p className="account-email" data-testid="user-email">
          {email}
        </p>
      </header>
      {!isActive && (
        <p className="note-box account-complete">
          {t('completeProfile')} <Link to="/user/settings">{t('completeProfileLink')}</Link>
        </p>
      )}
      <CustomerQr userId={session.user.id} userCode={session.user.code} />
      <AccountMenu />
      <button
        type="button"
        className="secondary outline account-signout"
        data-testid="user-signout"
        aria-busy={signingOut}
        disabled={signingOut}
        onClick={signOutHere}
      >
        {t('signOut')}
      </button>
      <DeleteAccountEntry />
    </section>
  );
}
