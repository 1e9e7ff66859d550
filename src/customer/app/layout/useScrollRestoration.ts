import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/**
 * A new screen starts at the top; going back (POP) returns to where the customer was on that entry.
 * The declarative router has no ScrollRestoration component, so this is ours.
 */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, navigationType]);
}
