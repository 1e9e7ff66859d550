import { useEffect } from 'react';

/**
 * Spec §9: a screen's customer data is fetched when the screen opens, on focus, when the network comes
 * back and every `intervalMs` while the page is visible; nothing runs while `enabled` is false.
 */
export function useRefreshWhileShown(refresh: () => Promise<unknown>, enabled: boolean, intervalMs: number): void {
  useEffect(() => {
    if (!enabled) return undefined;
    void refresh();
    const refreshIfVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const timer = setInterval(refreshIfVisible, intervalMs);
    window.addEventListener('focus', refreshIfVisible);
    window.addEventListener('online', refreshIfVisible);
    document.addEventListener('visibilitychange', refreshIfVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refreshIfVisible);
      window.removeEventListener('online', refreshIfVisible);
      document.removeEventListener('visibilitychange', refreshIfVisible);
    };
  }, [refresh, enabled, intervalMs]);
}
