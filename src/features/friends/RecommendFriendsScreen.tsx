import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../ui/BackLink';
import { EmptyState } from '../../ui/EmptyState';
import { useSession } from '../../data/session';
import { FriendInviteForm } from './FriendInviteForm';
import './friends.css';

/** Spec §2 /user/recommend_friends: invite a friend; 150 ritmitos when the friend registers and buys. */
export default function RecommendFriendsScreen() {
  const { t } = useTranslation('friends');
  const { isSignedIn, ready } = useSession();
  return (
    <section className="friends-screen">
      <BackLink to="/user" />
      <h1 className="screen-title">{t('title')}</h1>
      {ready && !isSignedIn && (
        <EmptyState icon="gift" title={t('signInTitle')} text={t('signInText')}>
          <Link to="/user" role="button">
            {t('signIn')}
          </Link>
        </EmptyState>
      )}
      {ready && isSignedIn && <FriendInviteForm />}
    </section>
  );
}
