import { HEADERS } from '../api/contract';
import { isOnline } from './online';
import { apiClient } from './runtime';
import { signIn, signInWithToken } from './session';

/** Login emulate: a longer answer than this is a token. */
const EMULATE_TOKEN_MIN_LENGTH = 12;

export type LoginStartResult =
  | { outcome: 'code-sent'; expiresInSeconds: number }
  | { outcome: 'invalid-email' | 'too-many' | 'offline' | 'failed' };
export type LoginEndResult = 'signed-in' | 'expired' | 'wrong-code' | 'too-many' | 'offline' | 'failed';
export type EmulateResult = 'signed-in' | 'expired' | 'failed';

/** Where the social sign-in starts: a plain navigation to the API (/login/gs/home). */
export function socialSignInUrl(): string {
  const base = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '/api';
  return `${base.replace(/\/$/, '')}/login/gs/home`;
}

/** Login-start: asks the server to mail a one-time code (and link) to `email`. */
export async function startEmailLogin(email: string): Promise<LoginStartResult> {
  if (!isOnline()) return { outcome: 'offline' };
  const answer = await apiClient.call('loginStart', { body: { email } });
  if (answer.status === 'ok') return { outcome: 'code-sent', expiresInSeconds: answer.data.expiresInSeconds };
  if (answer.httpStatus === 429) return { outcome: 'too-many' };
  if (answer.httpStatus === 400) return { outcome: 'invalid-email' };
  return { outcome: answer.status === 'network' ? 'offline' : 'failed' };
}

/** Login-end: a session signs in; error_date means the code has expired. */
export async function finishEmailLogin(email: string, code: string): Promise<LoginEndResult> {
  if (!isOnline()) return 'offline';
  const answer = await apiClient.call('loginEnd', { body: { email, code } });
  if (answer.status === 'ok') {
    if (answer.data === 'error_date') return 'expired';
    await signIn(answer.data);
    return 'signed-in';
  }
  if (answer.wasOk) return 'failed';
  const errorCode = answer.error?.code;
  if (errorCode === 'wrong_code' || errorCode === 'code_burnt') return 'wrong-code';
  if (answer.httpStatus === 429) return 'too-many';
  if (answer.httpStatus === 400) return 'wrong-code';
  return answer.status === 'network' ? 'offline' : 'failed';
}

/** The one-time code the social sign-in callback put in /user_login?code=. */
export async function signInFromSocialCode(code: string): Promise<boolean> {
  const answer = await apiClient.call('loginGoogle', { body: { code } });
  if (answer.status !== 'ok') return false;
  await signIn(answer.data);
  return true;
}

/** The e-mailed magic link (/user_login_link?code=). */
export async function signInFromLink(loginFromLinkCode: string): Promise<boolean> {
  const answer = await apiClient.call('loginLink', { body: { loginFromLinkCode } });
  if (answer.status !== 'ok') return false;
  await signIn(answer.data);
  return true;
}

/** Login emulate (support): the server allows it only for requests carrying its secret. */
export async function emulateLogin(customerId: string, supportSecret: string | undefined): Promise<EmulateResult> {
  const headers: Record<string, string> = supportSecret ? { [HEADERS.supportSecret]: supportSecret } : {};
  const answer = await apiClient.call('loginEmulate', { params: { customerId }, body: {}, headers });
  if (answer.status !== 'ok') return 'failed';
  if (answer.data === 'error_date') return 'expired';
  if (answer.data.length < EMULATE_TOKEN_MIN_LENGTH) return 'failed';
  return (await signInWithToken(answer.data)) ? 'signed-in' : 'failed';
}
