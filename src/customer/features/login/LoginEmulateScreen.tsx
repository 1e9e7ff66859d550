import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAlert } from '../../shared/hooks';
import { emulateLogin } from '../../../data/signIn';
import { SigningIn } from './SigningIn';
import { useOneTimeSignIn } from './useOneTimeSignIn';

/**
 * /login_emulate/{customerId}: support signs in as a customer. The server allows it only with
 * its support secret, passed here as ?secret= and sent as X-Support-Secret.
 */
export default function LoginEmulateScreen() {
  const { t } = useTranslation('login');
  const alert = useAlert();
  const navigate = useNavigate();
  const { customerId = '' } = useParams();
  const [params] = useSearchParams();
  const secret = params.get('secret') ?? undefined;

  const run = useCallback(async () => {
    const result = /^\d{1,9}$/.test(customerId) ? await emulateLogin(customerId, secret) : 'failed';
    if (result === 'signed-in') {
      navigate('/user', { replace: true });
      return;
    }
    alert({ type: 'danger', text: t(result === 'expired' ? 'errors.codeExpired' : 'errors.codeInfo'), timeoutSeconds: 3 });
    navigate('/user', { replace: true });
  }, [alert, customerId, navigate, secret, t]);
  useOneTimeSignIn(run);
  return <SigningIn />;
}
