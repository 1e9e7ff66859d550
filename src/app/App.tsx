import { RouterProvider, createHashRouter } from 'react-router-dom';
import { AlertProvider } from './alerts/AlertContext';
import { routes } from './routes';

const router = createHashRouter(routes);

export function App() {
  return (
    <AlertProvider>
      <RouterProvider router={router} />
    </AlertProvider>
  );
}
