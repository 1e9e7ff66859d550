import { useEffect, useSyncExternalStore } from 'react';

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

/** Names the shown screen in the document title; nothing (undefined, empty) leaves the route's name. */
export function useScreenName(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    setOwnName(name);
    return () => setOwnName(null);
  }, [name]);
}

/** The name the shown screen gave itself, if any. */
export function useOwnScreenName(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => ownName,
    () => null,
  );
}
