import { postGatewayForm } from '../gatewayForm';
import type { OrderKind } from './mirror';
import { orderMirrors } from './mirrors';
import { paymentRefusalOf, type PaymentRefusal } from './paymentRefusal';

/** Pays an unpaid order by card — the page leaves for the gateway. Null then; why not when the pay call was refused or failed. */
export async function payOrderByCard(kind: OrderKind, orderId: number): Promise<PaymentRefusal | null> {
  const answer = await orderMirrors[kind].payForm(orderId);
  if (!answer.ok) return paymentRefusalOf(answer.error);
  postGatewayForm(answer.value);
  return null;
}

/** Pays a wallet order with the wallet's result (JSON text); the paid order lands in its mirror. Null when paid; why not otherwise. */
export async function payOrderByWallet(kind: OrderKind, orderId: number, paymentInfo: string): Promise<PaymentRefusal | null> {
  const answer = await orderMirrors[kind].walletPay(orderId, paymentInfo);
  return answer.ok ? null : paymentRefusalOf(answer.error);
}

/** Cancel an unpaid order (a delivery list then reloads). False when the server did not cancel it. */
export function cancelOrder(kind: OrderKind, orderId: number): Promise<boolean> {
  return orderMirrors[kind].cancel(orderId);
}
