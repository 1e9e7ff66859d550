import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/ui/EmptyState';

/** Spec §2 /user_login_error: the link login failed; a go-home button. */
export default function UserLoginErrorScreen() {
  const { t } = useTranslation('login');
  return (
    <EmptyState icon="cloudOff" title={t('errorTitle')} text={t('errors.linkExpired')} testId="login-error" headingLevel={1}>
      <Link to="/" role="button">
        {t('goHome')}
      </Link>
      <Link to="/user" role="button" className="secondary outline">
        {t('requestAgain')}
      </Link>
    </EmptyState>
  );
}
