import { useTranslation } from 'react-i18next';
import { newOrderAlert, staffApi } from './runtime';
import { SignInForm, type SignInCalls } from '../ui/StaffSignInForm';

const signInCalls: SignInCalls = {
  start: (email) => staffApi.call('staffLoginStart', { body: { email } }),
  end: (email, code) => staffApi.call('staffLoginEnd', { body: { email, code } }),
};

/** The board's sign-in: the last tap also unlocks the new-order sound. */
export function SignIn({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation('staff');
  return <SignInForm api={signInCalls} enterLabel={t('signIn.enter')} onEnterTap={() => newOrderAlert.unlock()} onSignedIn={onStarted} />;
}
