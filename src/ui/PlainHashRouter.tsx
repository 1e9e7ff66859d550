import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory, type Location, type NavigationType } from 'react-router-dom';

/**
 * A hash router for the staff surfaces, made of the pieces the customer's router uses (Router and the hash
 * history): react-router's own HashRouter would add its bytes to the framework chunk every first load shares.
 */
export function PlainHashRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => history.listen(({ action, location }) => setState({ action, location })), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
