import { HashRouter, useRoutes } from 'react-router-dom';
import { AlertProvider } from './alerts/AlertContext';
import { RenderErrorBoundary } from './RenderErrorBoundary';
import { routes } from './routes';

// Declarative routing (HashRouter + useRoutes): the data router's loaders and actions are not used,
// and leaving them out keeps about 15 KB gzip off the first load.
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <AlertProvider>
      <HashRouter>
        <RenderErrorBoundary>
          <AppRoutes />
        </RenderErrorBoundary>
      </HashRouter>
    </AlertProvider>
  );
}
