import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../ui/BackLink';
import { EmptyStateWithLinks } from '../../../ui/EmptyStateWithLinks';
import { useSession } from '../../../data/session';
import { DeleteAccountForm } from './DeleteAccountForm';
import './deleteAccount.css';

/** /user/delete: what deleting the account removes and keeps, the ritmitos lost, and the typed confirmation. */
export default function DeleteAccountScreen() {
  const { t } = useTranslation('privacy');
  const { session, ready } = useSession();
  return (
    <section className="delete-account">
      <BackLink to="/user" />
      <h1 className="screen-title">{t('title')}</h1>
      {ready && !session && <EmptyStateWithLinks icon="trash" title={t('signInTitle')} text={t('signInText')} links={[{ to: '/user', label: t('signIn') }]} />}
      {session && <DeleteAccountForm email={session.user.email} />}
    </section>
  );
}
