import type { SignInCalls } from '../ui/StaffSignInForm';
import { createManageApi } from '../api/manageClient';
import { staffToken } from '../data/staffSession';

/** The back office's calls: the staff token the sign-in saved, in the page's language. */
export const manageApi = createManageApi({ getToken: staffToken, language: () => document.documentElement.lang || 'es' });

/** The shared sign-in form's two calls, through the back office's client. */
export const manageSignIn: SignInCalls = {
  start: (email) => manageApi.call('staffLoginStart', { body: { email } }),
  end: (email, code) => manageApi.call('staffLoginEnd', { body: { email, code } }),
};
