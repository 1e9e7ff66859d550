import { postGatewayForm } from '../gatewayForm';
import type { OrderKind } from './mirror';
import { orderMirrors } from './mirrors';

/** Spec §2: pay an unpaid order by card — the page leaves for the gateway. False when the pay call failed. */
export async function payOrderByCard(kind: OrderKind, orderId: number): Promise<boolean> {
  const form = await orderMirrors[kind].payForm(orderId);
  if (!form) return false;
  postGatewayForm(form);
  return true;
}

/** Pays a wallet order with the wallet's result (JSON text); the paid order lands in its mirror. False when refused. */
export async function payOrderByWallet(kind: OrderKind, orderId: number, paymentInfo: string): Promise<boolean> {
  return (await orderMirrors[kind].walletPay(orderId, paymentInfo)) !== undefined;
}

/** Spec §2: cancel an unpaid order (a delivery list then reloads). False when the server did not cancel it. */
export function cancelOrder(kind: OrderKind, orderId: number): Promise<boolean> {
  return orderMirrors[kind].cancel(orderId);
}
