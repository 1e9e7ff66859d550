import { useTranslation } from 'react-i18next';
import { ScreenFallback } from '../../../ui/ScreenFallback';
import { useSession } from '../../../data/session';
import { AccountHome } from './AccountHome';
import { LoginBox } from './LoginBox';
import './user.css';

/** /user: the account menu when signed in, otherwise the login box. */
export default function UserScreen() {
  const { t } = useTranslation('user');
  const { session, ready } = useSession();
  if (!ready) return <ScreenFallback />;
  if (session) return <AccountHome session={session} />;
  return (
    <section className="account-signed-out">
      <h1 className="screen-title">{t('title')}</h1>
      <LoginBox />
    </section>
  );
}
