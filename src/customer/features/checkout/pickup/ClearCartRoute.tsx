import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '../../../shared/hooks';
import { clearCart } from '../../../../data/cart/cart';
import { useTranslation } from 'react-i18next';

/** /cart/clear: empties the cart, then shows /cart. */
export default function ClearCartRoute() {
  const navigate = useNavigate();
  const alert = useAlert();
  const { t } = useTranslation('cart');
  useEffect(() => {
    let active = true;
    clearCart().then(
      () => active && navigate('/cart', { replace: true }),
      () => {
        alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 });
        if (active) navigate('/cart', { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [navigate, alert, t]);
  return null;
}
