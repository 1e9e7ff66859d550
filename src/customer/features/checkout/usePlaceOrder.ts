import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '../../shared/hooks';
import { postGatewayForm } from '../../../data/gatewayForm';
import { placeCheckoutOrder, type OrderDestination, type OrderKind, type PlacedOrder } from '../../../data/orders/checkout';
import {
  cancelWaitingOrder,
  followWaitingOrder,
  onUnclaimedOrder,
  OrderCancelledError,
  takeUnclaimedOrders,
  useWaitingOrder,
} from '../../../data/orders/waitingOrder';
import type { PricedCart } from '../../../domain/orders/cartChoices';
import { PAYMENT_TYPE, type PaymentTypeId } from '../../../domain/pricing/paymentMethods';
import { paidPagePath } from './paidPagePath';

/**
 * Redirect payment, by card (10005) or Bizum (10006), of either kind of order: create the order
 * from the priced cart shown, then POST the signed form to the gateway. Without a network the order waits
 * (`waiting`: shown, with a cancel) and the checkout goes on to pay once it is created, also when it
 * opened while the order already waited; paying again meanwhile sends that same order. A failure goes to
 * `onRefused` with the cart that was sent (see useOrderRefusals); the last method chosen is kept, so a
 * confirmed price change pays the same way.
 */
export function usePlaceOrder(onRefused: (error: unknown, sent: PricedCart) => void) {
  const { t } = useTranslation('cart');
  const alert = useAlert();
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const [method, setMethod] = useState<PaymentTypeId>(PAYMENT_TYPE.card);
  const queued = useWaitingOrder();
  const waiting = queued?.waitingForNetwork ? queued.order : null;
  const mounted = useRef(false);
  // Every tap waiting for the same order hears the same answer: it is acted on once.
  const handled = useRef(new WeakSet<object>());

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** On to the gateway (or the paid page when ritmitos paid it all), once per order and only while the checkout shows. */
  const proceed = useCallback(
    (kind: OrderKind, placed: PlacedOrder) => {
      if (!mounted.current || handled.current.has(placed)) return;
      handled.current.add(placed);
      if (placed.payment) postGatewayForm(placed.payment);
      else navigate(paidPagePath(kind, placed.order.orderId));
    },
    [navigate],
  );

  // A checkout opened while an order waits (after a reload) follows it. The wallet's own button pays its orders.
  const followed = queued && queued.order.paymentTypeId !== PAYMENT_TYPE.wallet ? queued.order : null;
  const followedKey = followed?.mutationId;
  const followedKind = followed?.kind;
  useEffect(() => {
    if (!followedKey || !followedKind) return;
    followWaitingOrder(followedKey).then(
      (placed) => proceed(followedKind, placed),
      () => undefined, // refused or cancelled: the tap that placed it, if still here, says so
    );
  }, [followedKey, followedKind, proceed]);

  // An order sent again at the start and created before this checkout looked for it goes on the same way.
  useEffect(() => {
    const claim = () => {
      for (const unclaimed of takeUnclaimedOrders()) if (unclaimed.paymentTypeId !== PAYMENT_TYPE.wallet) proceed(unclaimed.kind, unclaimed.result);
    };
    claim();
    return onUnclaimedOrder(claim);
  }, [proceed]);

  async function pay(priced: PricedCart, destination: OrderDestination, paymentTypeId: PaymentTypeId = method) {
    if (placing && !waiting) return;
    setPlacing(true);
    setMethod(paymentTypeId);
    try {
      proceed(destination.kind, await placeCheckoutOrder(priced, paymentTypeId, destination));
    } catch (error) {
      if (mounted.current) setPlacing(false);
      if (!mounted.current || error instanceof OrderCancelledError || (error instanceof Error && handled.current.has(error))) return;
      if (error instanceof Error) handled.current.add(error);
      onRefused(error, priced);
    }
  }

  /** The customer gives the waiting order up: never sent, the cart kept. */
  async function cancelWaiting() {
    if (!waiting) return;
    try {
      await cancelWaitingOrder(waiting.mutationId);
      alert({ type: 'info', text: t('waitingOrder.cancelled'), timeoutSeconds: 5 });
    } catch {
      alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 });
    }
  }

  return { busy: placing && !waiting, pay, waiting, cancelWaiting };
}
