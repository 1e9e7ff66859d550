import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyStateWithLinks } from '../../../ui/EmptyStateWithLinks';
import { SOCIAL_UNAVAILABLE_REASON } from '../../../domain/constants';

/**
 * /user_login_error: the link login failed, or (the server's `reason`) social sign-in is not
 * offered here; a go-home button.
 */
export default function UserLoginErrorScreen() {
  const { t } = useTranslation('login');
  const [searchParams] = useSearchParams();
  const goHome = { to: '/', label: t('goHome') };
  const message =
    searchParams.get('reason') === SOCIAL_UNAVAILABLE_REASON
      ? { title: t('socialUnavailable.title'), text: t('socialUnavailable.text'), links: [{ to: '/user', label: t('socialUnavailable.useEmail') }, goHome] }
      : { icon: 'cloudOff' as const, title: t('errorTitle'), text: t('errors.linkExpired'), links: [goHome, { to: '/user', label: t('requestAgain') }] };
  return <EmptyStateWithLinks {...message} testId="login-error" headingLevel={1} />;
}
