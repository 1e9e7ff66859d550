import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPath, Router, UNSAFE_createHashHistory as createHashHistory, useRoutes, type Navigator } from 'react-router-dom';
import { AlertProvider } from './alerts/AlertContext';
import { RenderErrorBoundary } from './RenderErrorBoundary';
import { routes } from './routes';

// Declarative routing (HashRouter + useRoutes): the data router's loaders and actions are not used,
// and leaving them out keeps about 15 KB gzip off the first load.
function AppRoutes() {
  return useRoutes(routes);
}

/**
 * HashRouter, but a Back or Forward renders in slices like any other navigation: React 19 renders a
 * transition started inside a popstate event synchronously (for the browser's scroll restoration, which
 * useScrollRestoration does itself), and a whole screen rendered at once was a long task on each Back.
 */
function HashHistoryRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen((update) => {
        const apply = () => startTransition(() => setState(update));
        if (window.event?.type === 'popstate') setTimeout(apply, 0);
        else apply();
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/** The server's router never navigates; its links are hash links, as HashRouter writes them. */
const serverNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => {},
  push: () => {},
  replace: () => {},
};

/**
 * The whole app. The server renders it at `serverPath` (it cannot see the hash); the browser follows
 * the hash (spec §2 hash routes).
 */
export function App({ serverPath }: { serverPath?: string }) {
  const content = (
    <RenderErrorBoundary>
      <AppRoutes />
    </RenderErrorBoundary>
  );
  return (
    <AlertProvider>
      {serverPath === undefined ? <HashHistoryRouter>{content}</HashHistoryRouter> : (
        <Router location={serverPath} navigator={serverNavigator} static>
          {content}
        </Router>
      )}
    </AlertProvider>
  );
}
