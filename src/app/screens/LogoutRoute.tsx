import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../data/session';
import { clearCartState } from '../../data/cartState';

/** Spec §2/§4 logout route: ends the session (token, customer data), clears the cart state and goes to /. */
export function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    clearCartState();
    void signOut().finally(() => {
      if (active) navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return null;
}
