import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '../../shared/hooks';
import { changeQuantity, clearCart, removeLine } from '../../../data/cart/cart';

/** The cart lines' ± and remove, and emptying the cart: a cart left empty goes to '/'; a failed save says so. */
export function useCartLineEdits() {
  const { t } = useTranslation('cart');
  const alert = useAlert();
  const navigate = useNavigate();
  const saveFailed = useCallback(() => alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 }), [alert, t]);
  const afterChange = (linesLeft: number) => {
    if (linesLeft === 0) navigate('/');
  };
  return {
    change: (key: string, delta: 1 | -1) => void changeQuantity(key, delta).then(afterChange, saveFailed),
    remove: (key: string) => void removeLine(key).then(afterChange, saveFailed),
    empty: () => void clearCart().then(() => navigate('/'), saveFailed),
  };
}
