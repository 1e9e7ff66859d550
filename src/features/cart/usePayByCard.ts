import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '../../app/hooks';
import { isPriceMismatch } from '../../data/cartPriceCheck';
import { submitOrder } from '../../data/orders';
import { isPickupTimeRefused } from '../../data/orders/pickupRefusal';
import { postGatewayForm } from '../../data/gatewayForm';
import type { PricedCart } from '../../domain/cartChoices';

/**
 * Spec §2 redirect card payment: create the order (10005) from the priced cart shown, then POST the
 * signed form to the gateway. Prices changed on the server (409 price_mismatch): `onPriceMismatch`
 * gets the cart the customer saw, no generic error.
 */
export function usePayByCard(onPriceMismatch: (shown: PricedCart) => void) {
  const { t } = useTranslation('cart');
  const alert = useAlert();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function pay(priced: PricedCart, pickupAt?: string | null) {
    if (busy) return;
    setBusy(true);
    try {
      const { order, payment } = await submitOrder(priced, 10005, pickupAt);
      // An order paid wholly with ritmitos needs no gateway: it is already settled.
      if (payment) postGatewayForm(payment);
      else navigate(`/pok?order=${order.orderId}`);
    } catch (error) {
      setBusy(false);
      if (isPriceMismatch(error)) onPriceMismatch(priced);
      else if (isPickupTimeRefused(error)) alert({ type: 'warning', text: t('pickupUnavailable'), timeoutSeconds: 8 });
      else alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 });
    }
  }
  return { busy, pay };
}
