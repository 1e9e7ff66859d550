import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearCartState } from '../cartState';

/** Spec §2 logout route: clears the cart state and goes to / (the sign-in issue also drops the session). */
export function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    clearCartState();
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
