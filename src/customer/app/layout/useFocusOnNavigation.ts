import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusMain } from '../../../ui/useModalDialog';

/**
 * After a route change, keyboard and screen-reader users start at the new screen rather than on <body>
 * (where focus falls when the focused control was part of the old screen) or on the link they followed.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    const keptInScreen = active instanceof HTMLElement && active !== document.body && active.isConnected && active.closest('#main, dialog') !== null;
    if (!keptInScreen) focusMain();
  }, [pathname]);
}
