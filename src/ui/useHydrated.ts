import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's render and while the page hydrates it, true from the render after (and in every
 * render on the phone that is not a hydration). Controls in the server-rendered page are shown disabled
 * until then: a tap before the app runs would otherwise be lost without a word.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
