import { eq } from 'drizzle-orm';
import type { RitmitosAdjust, SupportRitmitos } from '../../../src/api/contract/manage/support';
import { adjustmentAllowed, spendableRitmitos } from '../../../src/domain/loyalty/adjustment';
import type { Database } from '../../platform/db/connect';
import { customers, loyaltyMovements } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { recordAudit, type Actor } from '../audit/recordAudit';
import { creditRitmitos, spendingSummary } from '../loyalty/summary';
import { customerOrderLock } from '../orders/createOrder';
import { customerRitmitos } from './customerRitmitos';
import { assertSeesCustomer, type SupportReader } from './supportReader';

/**
 * Gives (a positive amount) or takes away (negative) ritmitos, with the reason, in one transaction with its
 * audit row. A gift is a credit like a purchase's ('earned', lasting 6 months); a taking is a 'spent' line of
 * no order, taken from the oldest credits. Under the customer's order lock and their row's lock, so an order
 * being placed or another adjustment waits: the spendable balance (src/domain/loyalty/adjustment.ts) never
 * goes below zero (409 naming `amount`).
 */
export async function adjustRitmitos(
  db: Database,
  actor: Actor,
  reader: SupportReader,
  customerId: number,
  { amount, reason }: RitmitosAdjust,
  now: Date,
): Promise<SupportRitmitos> {
  return db.transaction(async (tx) => {
    await assertSeesCustomer(tx, reader, customerId);
    await tx.execute(customerOrderLock(customerId));
    const [customer] = await tx.select({ code: customers.code }).from(customers).where(eq(customers.id, customerId)).for('update');
    if (!customer) throw new Error('The customer vanished');
    const before = await spendingSummary(tx, customerId, now);
    const held = { available: before.ritmitosAvailable, inOrders: before.ritmitosInOrders };
    if (!adjustmentAllowed(held, amount))
      throw new ApiFailure(
        409,
        'ritmitos_below_zero',
        `The customer has ${spendableRitmitos(held)} ritmitos to take from; the balance never goes below zero`,
        'amount',
      );
    if (amount > 0) await creditRitmitos(tx, customerId, amount, reason, null, now, 'earned');
    else await tx.insert(loyaltyMovements).values({ customerId, kind: 'spent', amount, description: reason, orderRef: null, createdAt: now });
    const after = await customerRitmitos(tx, customerId, now, await spendingSummary(tx, customerId, now));
    await recordAudit(tx, actor, {
      action: 'customer.ritmitos',
      subject: `customer:${customer.code}`,
      before: { spendable: spendableRitmitos(held) },
      after: { spendable: after.spendable, amount, reason },
    });
    return after;
  });
}
