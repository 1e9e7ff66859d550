import { useSyncExternalStore } from 'react';

/**
 * The name a screen gives itself when it knows one better than its route's (a product's, a recipe's, a
 * page's): the document title shows it instead of the route's screen name while that screen is shown.
 */
let ownName: string | null = null;
const listeners = new Set<() => void>();

function setOwnName(name: string | null): void {
  if (name === ownName) return;
  ownName = name;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows `name` as the screen's own name; the function returned takes it back. */
export function showScreenName(name: string): () => void {
  setOwnName(name);
  return () => setOwnName(null);
}

/** The name the shown screen gave itself, if any. */
export function useOwnScreenName(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => ownName,
    () => null,
  );
}
