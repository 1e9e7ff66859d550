import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './deleteAccount.css';

/** The way to /user/delete, apart from the menu and below Sign out, so it is found but never tapped by mistake. */
export function DeleteAccountEntry() {
  const { t } = useTranslation('privacy');
  return (
    <Link to="/user/delete" className="account-delete-entry" data-testid="user-delete-account">
      {t('entry')}
    </Link>
  );
}
