import { useTranslation } from 'react-i18next';
import { newOrderAlert, staffApi } from './runtime';
import { SignInForm } from '../ui/StaffSignInForm';

/** The board's sign-in: the last tap also unlocks the new-order sound. */
export function SignIn({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation('staff');
  return <SignInForm api={staffApi} enterLabel={t('signIn.enter')} onEnterTap={() => newOrderAlert.unlock()} onSignedIn={onStarted} />;
}
