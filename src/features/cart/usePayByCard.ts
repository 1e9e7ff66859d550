import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { submitOrder } from '../../data/orders';
import { PAYMENT_TYPE } from '../../domain/paymentMethods';
import { postGatewayForm } from '../../data/gatewayForm';
import type { PricedCart } from '../../domain/cartChoices';
import type { PaymentTypeId } from '../../domain/paymentMethods';

/**
 * Spec §2 redirect payment, by card (10005) or Bizum (10006): create the order from the priced cart shown,
 * then POST the signed form to the gateway. A failure goes to `onRefused` with the cart that was sent (see
 * useOrderRefusals); `method` is the last one chosen, so a confirmed price change pays the same way.
 */
export function usePayByCard(onRefused: (error: unknown, sent: PricedCart) => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<PaymentTypeId>(PAYMENT_TYPE.card);

  async function pay(priced: PricedCart, pickupAt?: string | null, paymentTypeId: PaymentTypeId = method) {
    if (busy) return;
    setBusy(true);
    setMethod(paymentTypeId);
    try {
      const { order, payment } = await submitOrder(priced, paymentTypeId, pickupAt);
      // An order paid wholly with ritmitos needs no gateway: it is already settled.
      if (payment) postGatewayForm(payment);
      else navigate(`/pok?order=${order.orderId}`);
    } catch (error) {
      setBusy(false);
      onRefused(error, priced);
    }
  }
  return { busy, pay, method };
}
