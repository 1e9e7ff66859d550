import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signInFromSocialCode } from '../../../data/signIn';
import { SigningIn } from './SigningIn';
import { useOneTimeSignIn } from './useOneTimeSignIn';

/** /user_login?code=: the return from the social sign-in; success → /user, failure → /. */
export default function UserLoginScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const run = useCallback(async () => {
    const signedIn = code !== '' && (await signInFromSocialCode(code));
    navigate(signedIn ? '/user' : '/', { replace: true });
  }, [code, navigate]);
  useOneTimeSignIn(run);
  return <SigningIn />;
}
