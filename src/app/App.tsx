import { createPath, Router, useRoutes, type Navigator } from 'react-router-dom';
import { AlertProvider } from '../ui/alerts/AlertContext';
import { DocumentTitle } from './DocumentTitle';
import { HashHistoryRouter } from './HashHistoryRouter';
import { RenderErrorBoundary } from './RenderErrorBoundary';
import { preloadScreenFor, routes } from './routes';

// Declarative routing (HashRouter + useRoutes): the data router's loaders and actions are not used,
// and leaving them out keeps about 15 KB gzip off the first load.
function AppRoutes() {
  return useRoutes(routes);
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
 * the hash (spec §2 hash routes), after a first render at `firstPath` when one is given.
 */
export function App({ serverPath, firstPath }: { serverPath?: string; firstPath?: string }) {
  const content = (
    <RenderErrorBoundary>
      <DocumentTitle routes={routes} />
      <AppRoutes />
    </RenderErrorBoundary>
  );
  return (
    <AlertProvider>
      {serverPath === undefined ? (
        <HashHistoryRouter firstPath={firstPath} whenScreenReady={preloadScreenFor}>
          {content}
        </HashHistoryRouter>
      ) : (
        <Router location={serverPath} navigator={serverNavigator} static>
          {content}
        </Router>
      )}
    </AlertProvider>
  );
}
