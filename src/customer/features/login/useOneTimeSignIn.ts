import { useEffect, useRef } from 'react';

/**
 * Runs a sign-in once per mount, even under StrictMode's double effects: one-time codes are burnt by
 * their first use, so a second call would fail the customer's good link.
 */
export function useOneTimeSignIn(run: () => Promise<void>): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);
}
