import type { OrderCreateBody, TransportConf } from '../../api/contract';
import { orderBodyFromCart, priceCart, type CartTotals } from '../../domain/cart';
import type { StoredCart } from '../cart';
import type { AppDb } from '../db';

/** The cart is empty: there is nothing to order. */
export class EmptyCartError extends Error {
  constructor() {
    super('The cart is empty');
    this.name = 'EmptyCartError';
  }
}

/**
 * The stored cart priced afresh with the domain rules and the customer's current ritmitos (as useCart
 * prices it), so it is what the server will recompute; `transport` for home delivery.
 */
export async function priceStoredCart(
  db: AppDb,
  cart: StoredCart,
  transport?: { active: boolean; conf: TransportConf } | null,
): Promise<{ totals: CartTotals; useRitmitos: boolean }> {
  if (cart.lines.length === 0) throw new EmptyCartError();
  const [loyaltyRow, accountRow] = await Promise.all([db.loyalty.get('current'), db.account.get('current')]);
  const loyalty = loyaltyRow?.data ?? accountRow?.data.loyalty;
  const useRitmitos = cart.useRitmitos && loyalty !== undefined;
  const totals = priceCart(cart.lines, {
    useRitmitos,
    ritmitosAvailable: loyalty?.ritmitosAvailable ?? 0,
    ritmitosInOrders: loyalty?.ritmitosInOrders ?? 0,
    transport: transport ?? null,
  });
  return { totals, useRitmitos };
}

/** Spec §7 POST /customer/orders body from the stored cart. */
export async function orderBodyFromStoredCart(db: AppDb, cart: StoredCart, paymentTypeId: 10005 | 10004): Promise<OrderCreateBody> {
  const { totals, useRitmitos } = await priceStoredCart(db, cart);
  return orderBodyFromCart(totals, paymentTypeId, useRitmitos);
}
