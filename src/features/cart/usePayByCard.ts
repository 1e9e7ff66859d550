import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { submitOrder } from '../../data/orders';
import { postGatewayForm } from '../../data/gatewayForm';
import type { PricedCart } from '../../domain/cartChoices';

/**
 * Spec §2 redirect card payment: create the order (10005) from the priced cart shown, then POST the
 * signed form to the gateway. A failure goes to `onRefused` with the cart that was sent (see useOrderRefusals).
 */
export function usePayByCard(onRefused: (error: unknown, sent: PricedCart) => void) {
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
      onRefused(error, priced);
    }
  }
  return { busy, pay };
}
