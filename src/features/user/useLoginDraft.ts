import { useCallback, useState } from 'react';

/** Step 0 asks for the e-mail, step 1 for the code (spec §4 login flow). */
export type LoginStep = 0 | 1;
export type LoginDraft = { step: LoginStep; email: string };

const DRAFT_KEY = 'login-draft';
const EMPTY: LoginDraft = { step: 0, email: '' };

function readDraft(): LoginDraft {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return EMPTY;
    const { step, email } = saved as Partial<LoginDraft>;
    return { step: step === 1 ? 1 : 0, email: typeof email === 'string' ? email : '' };
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

/** The e-mail and step of the login box, kept in sessionStorage so a reload (or a trip to the mail app) keeps them. */
export function useLoginDraft(): [LoginDraft, (change: Partial<LoginDraft>) => void] {
  const [draft, setDraft] = useState(readDraft);
  const update = useCallback((change: Partial<LoginDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...change };
      writeDraft(next);
      return next;
    });
  }, []);
  return [draft, update];
}
