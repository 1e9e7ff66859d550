import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signInFromLink } from '../../../data/signIn';
import { SigningIn } from './SigningIn';
import { useOneTimeSignIn } from './useOneTimeSignIn';

/** /user_login_link?code=: the e-mailed link; success → /user, failure → /user_login_error. */
export default function UserLoginLinkScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const run = useCallback(async () => {
    const signedIn = code !== '' && (await signInFromLink(code));
    navigate(signedIn ? '/user' : '/user_login_error', { replace: true });
  }, [code, navigate]);
  useOneTimeSignIn(run);
  return <SigningIn />;
}
