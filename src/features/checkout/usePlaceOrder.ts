import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { postGatewayForm } from '../../data/gatewayForm';
import { placeCheckoutOrder, type OrderDestination } from '../../data/orders/checkout';
import type { PricedCart } from '../../domain/cartChoices';
import { PAYMENT_TYPE, type PaymentTypeId } from '../../domain/paymentMethods';
import { paidPagePath } from './paidPagePath';

/**
 * Spec §2 redirect payment, by card (10005) or Bizum (10006), of either kind of order: create the order
 * from the priced cart shown, then POST the signed form to the gateway. A failure goes to `onRefused` with
 * the cart that was sent (see useOrderRefusals); the last method chosen is kept, so a confirmed price
 * change pays the same way.
 */
export function usePlaceOrder(onRefused: (error: unknown, sent: PricedCart) => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<PaymentTypeId>(PAYMENT_TYPE.card);

  async function pay(priced: PricedCart, destination: OrderDestination, paymentTypeId: PaymentTypeId = method) {
    if (busy) return;
    setBusy(true);
    setMethod(paymentTypeId);
    try {
      const { order, payment } = await placeCheckoutOrder(priced, paymentTypeId, destination);
      // An order paid wholly with ritmitos needs no gateway: it is already settled.
      if (payment) postGatewayForm(payment);
      else navigate(paidPagePath(destination.kind, order.orderId));
    } catch (error) {
      setBusy(false);
      onRefused(error, priced);
    }
  }
  return { busy, pay };
}
