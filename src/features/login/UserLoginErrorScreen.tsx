import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { SOCIAL_UNAVAILABLE_REASON } from '../../domain/constants';

/**
 * Spec §2 /user_login_error: the link login failed, or (the server's `reason`) social sign-in is not
 * offered here; a go-home button.
 */
export default function UserLoginErrorScreen() {
  const { t } = useTranslation('login');
  const [searchParams] = useSearchParams();
  if (searchParams.get('reason') === SOCIAL_UNAVAILABLE_REASON) {
    return (
      <EmptyState title={t('socialUnavailable.title')} text={t('socialUnavailable.text')} testId="login-error" headingLevel={1}>
        <Link to="/user" role="button">
          {t('socialUnavailable.useEmail')}
        </Link>
        <Link to="/" role="button" className="secondary outline">
          {t('goHome')}
        </Link>
      </EmptyState>
    );
  }
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
