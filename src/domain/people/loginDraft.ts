import { LOGIN_CODE_MINUTES } from '../constants';
import { isValidEmail } from '../text/validation';

/** Login flow: step 0 asks for the e-mail, step 1 for the code mailed to it. */
export type LoginStep = 0 | 1;

/** What the login box keeps across reloads: the step, the e-mail and, on step 1, when its code expires (ms). */
export type LoginDraft = { step: LoginStep; email: string; codeExpiresAt?: number };

/** When a code sent at `sentAt` (ms) stops working: as the server answered, else 10 minutes. */
export function codeExpiresAt(sentAt: number, expiresInSeconds?: number): number {
  const seconds = expiresInSeconds !== undefined && expiresInSeconds > 0 ? expiresInSeconds : LOGIN_CODE_MINUTES * 60;
  return sentAt + seconds * 1000;
}

/**
 * Login flow with the code's lifetime: the code step lasts while its code can be used, then
 * the box is back on step 0 with the same e-mail. A code step without a known expiry is over too.
 */
export function loginDraftAt(draft: LoginDraft, now: number): LoginDraft {
  if (draft.step !== 1) return draft;
  if (draft.codeExpiresAt !== undefined && now < draft.codeExpiresAt) return draft;
  return { step: 0, email: draft.email };
}

/**
 * Friend invitation: the e-mailed invitation opens the login box with the friend's e-mail typed
 * in. Only an untouched box takes it (a code step or an e-mail being typed is kept), and only a valid one.
 */
export function draftWithInvitedEmail(draft: LoginDraft, invitedEmail: string | null): LoginDraft {
  const email = invitedEmail?.trim() ?? '';
  if (draft.step !== 0 || draft.email !== '' || email === '' || !isValidEmail(email)) return draft;
  return { step: 0, email };
}
