import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPath, matchRoutes, Router, useLocation, useRoutes, type Navigator } from 'react-router-dom';
import { AlertProvider } from '../../ui/alerts/AlertContext';
import { HashHistoryRouter } from './HashHistoryRouter';
import { RenderErrorBoundary } from './RenderErrorBoundary';
import { preloadScreenFor, routes } from './routes';

// Declarative routing (HashRouter + useRoutes): the data router's loaders and actions are not used,
// and leaving them out keeps about 15 KB gzip off the first load.
function AppRoutes() {
  return useRoutes(routes);
}

const LazyDocumentTitle = lazy(() => import('./DocumentTitle').catch(() => ({ default: () => null })));

/**
 * The document title follows the screen. On the catalogue, where most starts land, it is set here; the
 * code that names every other screen loads once another screen is shown (not for the first paint), and
 * mounts after the first commit, so the hydrated tree stays the server's.
 */
function DeferredDocumentTitle() {
  const { t } = useTranslation('app');
  const location = useLocation();
  // The catalogue's routes but a category's, which names itself.
  const routeId = matchRoutes(routes, location)?.at(-1)?.route.id ?? '';
  const onCatalogue = routeId.startsWith('catalogue') && routeId !== 'catalogue:category';
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (!onCatalogue) setNeeded(true);
    else if (!needed) document.title = t('screenTitle', { name: t('screens.catalogue'), brand: t('brand') });
  }, [onCatalogue, needed, t]);
  return needed ? (
    <Suspense fallback={null}>
      <LazyDocumentTitle routes={routes} />
    </Suspense>
  ) : null;
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
 * the hash (hash routes), after a first render at `firstPath` when one is given.
 */
export function App({ serverPath, firstPath }: { serverPath?: string; firstPath?: string }) {
  const content = (
    <RenderErrorBoundary>
      <DeferredDocumentTitle />
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
