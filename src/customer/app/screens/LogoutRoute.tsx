import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutWithPush } from '../../../data/push/signOutWithPush';
import { clearCartState } from '../../../data/cart/state';

/**
 * Logout route: ends the session (token, customer data, this device's order notifications),
 * clears the cart state and goes to /. Loaded on use, as screens are.
 */
export default function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    clearCartState();
    void signOutWithPush().finally(() => {
      if (active) navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return null;
}
