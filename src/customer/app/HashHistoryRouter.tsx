import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPath, NavigationType, parsePath, Router, UNSAFE_createHashHistory as createHashHistory, type Location } from 'react-router-dom';

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

type HashHistory = ReturnType<typeof createHashHistory>;

/** The router's first state: the address's location, or `firstPath` when the first render must show that one. */
function firstState(history: HashHistory, firstPath: string | undefined): RouterState {
  const live = history.location;
  if (firstPath === undefined || createPath(live) === firstPath) return { action: history.action, location: live, visit: live.key };
  const { pathname = '/', search = '', hash = '' } = parsePath(firstPath);
  const location: Location = { pathname, search, hash, state: null, key: 'default' };
  return { action: NavigationType.Pop, location, visit: location.key };
}

/** How long a navigation keeps the screen before while the next screen's code loads; then its skeleton shows. */
export const SCREEN_CODE_WAIT_MS = 1000;

/**
 * HashRouter, but a Back or Forward renders in slices like any other navigation: React 19 renders a
 * transition started inside a popstate event synchronously (for the browser's scroll restoration, which
 * useScrollRestoration does itself), and a whole screen rendered at once was a long task on each Back.
 *
 * `firstPath` (path and query) is what the first render shows whatever the address says by then: the
 * hydration must render the screen the server rendered, and it runs in a transition spread over many tasks
 * while the customer may already have followed a link. From its commit on, the router follows the address
 * (src/customer/boot.tsx then brings it to an address changed before).
 *
 * `whenScreenReady(path)` resolves when the code of the path's screen is in: a navigation keeps the screen
 * before until then (at most SCREEN_CODE_WAIT_MS) instead of showing a skeleton in between.
 */
export function HashHistoryRouter({
  children,
  firstPath,
  whenScreenReady,
}: {
  children: ReactNode;
  firstPath?: string;
  whenScreenReady?: (path: string) => Promise<unknown>;
}) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const [first] = useState(() => firstState(history, firstPath));
  const [state, setState] = useState<RouterState>(first);
  useLayoutEffect(() => {
    let lastPathname = first.location.pathname;
    let visit = first.visit;
    let latest = 0;
    return history.listen((update) => {
      if (update.location.pathname !== lastPathname) visit = update.location.key;
      lastPathname = update.location.pathname;
      const next = { ...update, visit };
      const navigation = ++latest;
      // Only the latest navigation is shown: an earlier one whose code came later is dropped.
      const apply = () => {
        if (navigation === latest) startTransition(() => setState(next));
      };
      const fromPopstate = window.event?.type === 'popstate';
      const afterEvent = () => {
        if (fromPopstate) setTimeout(apply, 0);
        else apply();
      };
      const ready = whenScreenReady?.(createPath(update.location));
      if (ready === undefined) afterEvent();
      else void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, SCREEN_CODE_WAIT_MS))]).then(() => afterEvent());
    });
  }, [history, first, whenScreenReady]);
  // The path on screen (a navigation may wait for its screen's code): <html data-shown-path>.
  useLayoutEffect(() => {
    document.documentElement.dataset.shownPath = state.location.pathname;
  }, [state.location.pathname]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <ScreenVisitContext.Provider value={state.visit}>{children}</ScreenVisitContext.Provider>
    </Router>
  );
}
