import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_DELETION_REFUSALS,
  type AccountDeleted,
  type AccountDeletionCheck,
  type BlockingOrder,
} from '../../../../src/api/contract/customer/accountDeletion';
import {
  anonymousDeliveryAddress,
  blocksAccountDeletion,
  deletedAccountEmail,
  deletedInvitationEmail,
  deletionConfirmed,
  ritmitosValueCents,
} from '../../../../src/domain/people/accountDeletion';
import { spendableRitmitos } from '../../../../src/domain/loyalty/adjustment';
import type { Database } from '../../../platform/db/connect';
import type { Executor } from '../../../platform/db/transaction';
import {
  addresses,
  customers,
  loginCodes,
  loyaltyMovements,
  mailOutbox,
  mailQueue,
  orderLines,
  orderRefunds,
  orders,
  orderWithdrawals,
  pushSubscriptions,
  rateEvents,
  referrals,
  runOnce,
  socialLoginCodes,
} from '../../../platform/db/schema';
import { ApiFailure, notFound } from '../../../platform/http/envelope';
import { removeCustomerRatings } from '../../catalogue/reviews';
import { spendingSummary } from '../../loyalty/summary';
import { invitationKey } from '../../notifications/mail/queuedMail';
import { notBeforeAfterLogout } from '../signIn/sessions';

/** The description of the ledger line that forfeits a deleted account's ritmitos. */
export const FORFEIT_DESCRIPTION = 'Forfeited: account deleted';

/** The same lock as order creation's (orders' customerOrderLock): no order is placed while the account goes. */
const customerOrderLock = (customerId: number) => sql`select pg_advisory_xact_lock(hashtext('customer-orders'), ${customerId}::int)`;

async function blockingOrders(db: Executor, customerId: number): Promise<BlockingOrder[]> {
  const rows = await db
    .select({ orderId: orders.id, orderCode: orders.orderCode, kind: orders.kind, statusId: orders.statusId, paymentStatusId: orders.paymentStatusId })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(orders.id);
  return rows.filter(blocksAccountDeletion).map(({ orderId, orderCode, kind }) => ({ orderId, orderCode, kind }));
}

async function unspentRitmitos(db: Executor, customerId: number, now: Date): Promise<number> {
  const summary = await spendingSummary(db, customerId, now);
  return Math.max(0, spendableRitmitos({ available: summary.ritmitosAvailable, inOrders: summary.ritmitosInOrders }));
}

/** GET /customer/account/deletion: the ritmitos a deletion now would forfeit, their worth, and the orders that block it. */
export async function accountDeletionCheck(db: Executor, customerId: number, now: Date): Promise<AccountDeletionCheck> {
  const ritmitos = await unspentRitmitos(db, customerId, now);
  return { ritmitos, ritmitosValueCents: ritmitosValueCents(ritmitos), blockingOrders: await blockingOrders(db, customerId) };
}

/**
 * DELETE /customer/account, in one transaction under the customer's order lock: refused (400
 * `confirmation_mismatch`) unless `confirm` is the account's e-mail, and (409 `pending_order`, the orders in
 * `data`) while an order is under way. Then removes what only served the person (sign-in codes, rate-limit
 * events, social sign-in codes, push subscriptions, addresses, replay records, ratings, demo and queued mail,
 * the names and e-mails of invitations), forfeits the unspent ritmitos with an 'expired' ledger line, strips
 * the kept orders of the name, phone, street, line notes and wallet result, and pseudonymises the customer row:
 * a placeholder e-mail (so the real one can sign up anew), no name, phone, fiscal details or consents, every
 * session ended. Orders, invoices (a full invoice keeps its recipient's NIF, name and fiscal address), their
 * VeriFactu records, refunds and the ledger stay, as docs/running/personal-data.md lists.
 */
export async function deleteAccount(db: Database, customerId: number, confirm: string, now: Date): Promise<AccountDeleted> {
  return db.transaction(async (tx) => {
    await tx.execute(customerOrderLock(customerId));
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!customer || customer.deletedAt) throw notFound('Customer not found');
    if (!deletionConfirmed(confirm, customer.email)) {
      throw new ApiFailure(400, ACCOUNT_DELETION_REFUSALS.confirmMismatch, "Type your account's e-mail to confirm the deletion", 'confirm');
    }
    const blocking = await blockingOrders(tx, customerId);
    if (blocking.length > 0) {
      throw new ApiFailure(
        409,
        ACCOUNT_DELETION_REFUSALS.pendingOrder,
        'An order is still under way: collect it or cancel it before deleting the account',
        undefined,
        undefined,
        { blockingOrders: blocking },
      );
    }
    const email = customer.email.toLowerCase();

    const forfeited = await unspentRitmitos(tx, customerId, now);
    if (forfeited > 0) {
      await tx
        .insert(loyaltyMovements)
        .values({ customerId, kind: 'expired', amount: -forfeited, description: FORFEIT_DESCRIPTION, orderRef: null, createdAt: now });
    }

    await removeCustomerRatings(tx, customerId, now);
    const friendEmails = await forgetInvitations(tx, customerId, email);
    await forgetMail(tx, customerId, email, friendEmails);
    await forgetSignIn(tx, customerId, email);
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
    await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    await tx.delete(runOnce).where(eq(runOnce.customerId, customerId));
    await stripOrders(tx, customerId);

    await tx
      .update(customers)
      .set({
        email: deletedAccountEmail(customer.code),
        name: '',
        phone: '',
        receivePromotions: false,
        receiveNews: false,
        fiscal: null,
        notBefore: notBeforeAfterLogout(now),
        deletedAt: now,
      })
      .where(eq(customers.id, customerId));
    return { deleted: true, ritmitosForfeited: forfeited };
  });
}

/**
 * The invitations the customer sent (their friends' e-mails and names) and the one that invited them: each
 * keeps its row, so a friend's reward stays explained, but names nobody. Answers the friends' e-mails.
 */
async function forgetInvitations(tx: Executor, customerId: number, email: string): Promise<string[]> {
  const concerned = await tx
    .select({ id: referrals.id, friendEmail: referrals.friendEmail })
    .from(referrals)
    .where(or(eq(referrals.inviterId, customerId), eq(referrals.friendCustomerId, customerId), eq(referrals.friendEmail, email)));
  for (const referral of concerned) {
    await tx
      .update(referrals)
      .set({ friendEmail: deletedInvitationEmail(referral.id), friendName: '' })
      .where(eq(referrals.id, referral.id));
  }
  return concerned.map((referral) => referral.friendEmail).filter((friend) => friend !== email);
}

/**
 * Mail kept for sending or for the demo's outbox: everything to the customer's address, the invitations
 * they sent (which carry their name) and the receipts, refund, cancel and withdrawal notices of their orders, sent or not.
 */
async function forgetMail(tx: Executor, customerId: number, email: string, friendEmails: string[]): Promise<void> {
  const addressees = [email, ...friendEmails];
  const orderIds = (await tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))).map((row) => String(row.id));
  const refundIds =
    orderIds.length === 0
      ? []
      : (
          await tx
            .select({ id: orderRefunds.id })
            .from(orderRefunds)
            .where(inArray(orderRefunds.orderId, orderIds.map(Number)))
        ).map((row) => String(row.id));
  const withdrawalIds =
    orderIds.length === 0
      ? []
      : (
          await tx
            .select({ id: orderWithdrawals.id })
            .from(orderWithdrawals)
            .where(inArray(orderWithdrawals.orderId, orderIds.map(Number)))
        ).map((row) => String(row.id));
  const aboutOrders =
    orderIds.length === 0 ? [] : [and(inArray(mailQueue.kind, ['receipt', 'orderCancelledByShop']), inArray(sql`${mailQueue.payload}->>'orderId'`, orderIds))];
  const aboutRefunds = refundIds.length === 0 ? [] : [and(eq(mailQueue.kind, 'orderRefunded'), inArray(sql`${mailQueue.payload}->>'refundId'`, refundIds))];
  const aboutWithdrawals =
    withdrawalIds.length === 0 ? [] : [and(eq(mailQueue.kind, 'withdrawalReceived'), inArray(sql`${mailQueue.payload}->>'withdrawalId'`, withdrawalIds))];
  await tx
    .delete(mailQueue)
    .where(
      or(
        inArray(mailQueue.key, addressees.map(invitationKey)),
        inArray(sql`lower(${mailQueue.payload}->>'to')`, addressees),
        ...aboutOrders,
        ...aboutRefunds,
        ...aboutWithdrawals,
      ),
    );
  await tx.delete(mailOutbox).where(inArray(sql`lower(${mailOutbox.to})`, addressees));
}

/** Sign-in codes and links, social sign-in codes and the rate-limit events keyed by the e-mail or the customer. */
async function forgetSignIn(tx: Executor, customerId: number, email: string): Promise<void> {
  await tx.delete(loginCodes).where(eq(sql`lower(${loginCodes.email})`, email));
  await tx.delete(socialLoginCodes).where(eq(socialLoginCodes.customerId, customerId));
  await tx
    .delete(rateEvents)
    .where(
      or(
        eq(rateEvents.key, email),
        sql`${rateEvents.key} like ${`${email.replace(/[\\%_]/g, (char) => `\\${char}`)}\n%`}`,
        and(eq(rateEvents.bucket, 'invitation:customer'), eq(rateEvents.key, String(customerId))),
      ),
    );
}

/** Kept orders without the person: the delivery address's name, phone and street, the line notes, the wallet result, the withdrawal reasons. */
async function stripOrders(tx: Executor, customerId: number): Promise<void> {
  const kept = await tx.select({ id: orders.id, deliveryAddress: orders.deliveryAddress }).from(orders).where(eq(orders.customerId, customerId));
  if (kept.length === 0) return;
  for (const order of kept) {
    if (order.deliveryAddress)
      await tx
        .update(orders)
        .set({ deliveryAddress: anonymousDeliveryAddress(order.deliveryAddress) })
        .where(eq(orders.id, order.id));
  }
  const ids = kept.map((order) => order.id);
  await tx.update(orders).set({ paymentInfo: '' }).where(inArray(orders.id, ids));
  await tx.update(orderLines).set({ notes: '' }).where(inArray(orderLines.orderId, ids));
  await tx.update(orderWithdrawals).set({ reason: '' }).where(inArray(orderWithdrawals.orderId, ids));
}
