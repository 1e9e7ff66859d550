import { useCallback, useEffect, useState } from 'react';
import { draftWithInvitedEmail, loginDraftAt, type LoginDraft } from '../../../domain/people/loginDraft';

const DRAFT_KEY = 'login-draft';
const EMPTY: LoginDraft = { step: 0, email: '' };

function readDraft(): LoginDraft {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return EMPTY;
    const { step, email, codeExpiresAt } = saved as Partial<LoginDraft>;
    return {
      step: step === 1 ? 1 : 0,
      email: typeof email === 'string' ? email : '',
      ...(typeof codeExpiresAt === 'number' ? { codeExpiresAt } : {}),
    };
  } catch {
    return EMPTY;
  }
}

function writeDraft(draft: LoginDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage blocked: the draft lasts for this page only
  }
}

/** Forgets the typed e-mail and step (after signing in). */
export function clearLoginDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing was saved
  }
}

type DraftState = { draft: LoginDraft; codeExpired: boolean };

function initialState(invitedEmail: string | null): DraftState {
  const saved = readDraft();
  const current = loginDraftAt(saved, Date.now());
  const draft = draftWithInvitedEmail(current, invitedEmail);
  if (draft !== saved) writeDraft(draft);
  return { draft, codeExpired: current !== saved };
}

export type LoginDraftApi = {
  draft: LoginDraft;
  /** The box is back on step 0 because the code's time ran out (shown to the customer). */
  codeExpired: boolean;
  setEmail(email: string): void;
  codeSent(email: string, codeExpiresAt: number): void;
  /** Cancel, or a code the server found expired: step 0 with the e-mail, the code step forgotten. */
  backToEmail(): void;
};

/**
 * The e-mail and step of the login box, kept in sessionStorage so a reload (or a trip to the mail app)
 * comes back to the code step while the code works (the code lasts 10 minutes).
 * `invitedEmail` (the `email` of a friend invitation's link) fills in an untouched box.
 */
export function useLoginDraft(invitedEmail: string | null = null): LoginDraftApi {
  const [{ draft, codeExpired }, setState] = useState(() => initialState(invitedEmail));
  const save = useCallback((next: LoginDraft, expired = false) => {
    writeDraft(next);
    setState({ draft: next, codeExpired: expired });
  }, []);

  // The code runs out while the box is open: back to the e-mail, saying why.
  const { step, email, codeExpiresAt } = draft;
  useEffect(() => {
    if (step !== 1 || codeExpiresAt === undefined) return undefined;
    const timer = setTimeout(() => save({ step: 0, email }, true), Math.max(0, codeExpiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [step, email, codeExpiresAt, save]);

  return {
    draft,
    codeExpired,
    setEmail: useCallback((next: string) => save({ step: 0, email: next }), [save]),
    codeSent: useCallback((to: string, expiresAt: number) => save({ step: 1, email: to, codeExpiresAt: expiresAt }), [save]),
    backToEmail: useCallback(() => save({ step: 0, email }), [save, email]),
  };
}
