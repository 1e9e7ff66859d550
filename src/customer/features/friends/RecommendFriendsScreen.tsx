import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../ui/BackLink';
import { EmptyStateWithLinks } from '../../../ui/EmptyStateWithLinks';
import { useSession } from '../../../data/session';
import { FriendInviteForm } from './FriendInviteForm';
import './friends.css';

/** /user/recommend_friends: invite a friend; 150 ritmitos when the friend registers and buys. */
export default function RecommendFriendsScreen() {
  const { t } = useTranslation('friends');
  const { isSignedIn, ready } = useSession();
  return (
    <section className="friends-screen">
      <BackLink to="/user" />
      <h1 className="screen-title">{t('title')}</h1>
      {ready && !isSignedIn && (
        <EmptyStateWithLinks icon="gift" title={t('signInTitle')} text={t('signInText')} links={[{ to: '/user', label: t('signIn') }]} />
      )}
      {ready && isSignedIn && <FriendInviteForm />}
    </section>
  );
}
