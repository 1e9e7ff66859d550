import { useCallback, useState } from 'react';

function read<T>(key: string, isDraft: (value: unknown) => value is T): T | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return isDraft(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked: the draft lasts for this page only
  }
}

/**
 * What a form holds before it is saved, kept in sessionStorage so a reload loses nothing typed
 *. Setting undefined forgets it (after a save, or when the form closes).
 */
export function useSessionDraft<T>(key: string, isDraft: (value: unknown) => value is T): [T | undefined, (next: T | undefined) => void] {
  const [draft, setDraft] = useState(() => read(key, isDraft));
  const update = useCallback(
    (next: T | undefined) => {
      write(key, next);
      setDraft(next);
    },
    [key],
  );
  return [draft, update];
}
