import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory, type Location, type NavigationType } from 'react-router-dom';

interface RouterState {
  action: NavigationType;
  location: Location;
  /** Changes whenever the path changes, even when the path comes back before a render shows the one between. */
  visit: string;
}

const ScreenVisitContext = createContext<string | null>(null);

/**
 * Which visit of the current path is shown: the screen's key. Navigations are transitions, so
 * product → catalogue → the same product, quicker than the catalogue renders, would otherwise keep the
 * first product screen with its quantity and note. Null under the server's router (one path, no visits).
 */
export function useScreenVisit(): string | null {
  return useContext(ScreenVisitContext);
}

/**
 * HashRouter, but a Back or Forward renders in slices like any other navigation: React 19 renders a
 * transition started inside a popstate event synchronously (for the browser's scroll restoration, which
 * useScrollRestoration does itself), and a whole screen rendered at once was a long task on each Back.
 */
export function HashHistoryRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({ action: history.action, location: history.location, visit: history.location.key }));
  useLayoutEffect(() => {
    let lastPathname = history.location.pathname;
    let visit = history.location.key;
    return history.listen((update) => {
      if (update.location.pathname !== lastPathname) visit = update.location.key;
      lastPathname = update.location.pathname;
      const next = { ...update, visit };
      const apply = () => startTransition(() => setState(next));
      if (window.event?.type === 'popstate') setTimeout(apply, 0);
      else apply();
    });
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <ScreenVisitContext.Provider value={state.visit}>{children}</ScreenVisitContext.Provider>
    </Router>
  );
}
