import { and, eq, isNull, or } from 'drizzle-orm';
import { earnsReferralReward, REFERRAL_REWARD_RITMITOS } from '../../../src/domain/loyalty/loyalty';
import { sameMailbox } from '../../../src/domain/people/mailboxIdentity';
import { isActiveCustomer } from '../../../src/domain/text/validation';
import type { Language } from '../../../src/api/contract';
import type { Executor } from '../../platform/db/transaction';
import { takeRateSlot } from '../../platform/http/rateLimit';
import { customers, loyaltyMovements, referrals } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { creditRitmitos } from './summary';
import { enqueueMail } from '../notifications/mail/mailQueue';
import { invitationKey } from '../notifications/mail/queuedMail';

/** Friend invite result codes: 0 invited, 1 already an active customer, 2 already invited. */
export const FRIEND_INVITED = 0;
export const FRIEND_IS_CUSTOMER = 1;
export const FRIEND_ALREADY_INVITED = 2;
export type FriendInviteResult = typeof FRIEND_INVITED | typeof FRIEND_IS_CUSTOMER | typeof FRIEND_ALREADY_INVITED;

const DAY = 24 * 60 * 60_000;

/**
 * POST /customer/recommend_friend. The inviter's own mailbox (any address reaching it, see
 * mailboxIdentity) reads as "already a customer" (1) and is not stored: nobody invites themselves;
 * an e-mail that signed in but has not finished registration (no name/phone yet) reads as "waiting to
 * finish registration" (2) and is not stored: it registered without this invitation. A new
 * invitation queues the friend's e-mail (in the inviter's language, with the inviter's name) in the
 * same transaction; the queue's key allows one invitation e-mail per friend address, ever. A customer
 * sends at most `perDay` invitations in 24 hours (429 invitation_limit after that): each one is an
 * e-mail to a stranger carrying the customer's chosen name.
 */
export async function recommendFriend(
  db: Executor,
  inviter: { id: number; email: string },
  friend: { friendEmail: string; friendName: string },
  now: Date,
  language: Language = 'es',
  perDay = Number.POSITIVE_INFINITY,
): Promise<FriendInviteResult> {
  const email = friend.friendEmail.toLowerCase();
  if (sameMailbox(email, inviter.email)) return FRIEND_IS_CUSTOMER;
  const [existing] = await db.select({ name: customers.name, phone: customers.phone }).from(customers).where(eq(customers.email, email));
  if (existing) return isActiveCustomer(existing) ? FRIEND_IS_CUSTOMER : FRIEND_ALREADY_INVITED;
  return db.transaction(async (tx) => {
    // The unique e-mail decides between two invitations of the same friend sent at once.
    const stored = await tx
      .insert(referrals)
      .values({ inviterId: inviter.id, friendEmail: email, friendName: friend.friendName, createdAt: now })
      .onConflictDoNothing({ target: referrals.friendEmail })
      .returning({ id: referrals.id });
    if (stored.length === 0) return FRIEND_ALREADY_INVITED;
    // Counted only for invitations that are sent: this transaction undoes the slot with everything else.
    const slot = await takeRateSlot(tx, [{ bucket: 'invitation:customer', key: String(inviter.id), max: perDay, windowMs: DAY }], now);
    if (!slot.taken) {
      throw new ApiFailure(429, 'invitation_limit', `You can invite at most ${perDay} friends a day. Try again later.`, undefined, slot.retryAfterSeconds);
    }
    const [sender] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, inviter.id));
    const payload = { to: email, language, inviterName: sender?.name ?? '', friendName: friend.friendName };
    await enqueueMail(tx, invitationKey(email), { kind: 'invitation', payload }, now);
    return FRIEND_INVITED;
  });
}

/** Links an invitation to the customer its e-mail just created. Call it where a sign-in creates a customer. */
export async function linkReferralOnRegistration(tx: Executor, customer: { id: number; email: string }): Promise<void> {
  await tx
    .update(referrals)
    .set({ friendCustomerId: customer.id })
    .where(and(eq(referrals.friendEmail, customer.email.toLowerCase()), isNull(referrals.friendCustomerId)));
}

/** The friend's order just paid, as the referral rule weighs it. */
export interface PaidFriendOrder {
  orderId: number;
  customerId: number;
  /** What the order paid in money (ritmitos-paid lines count nothing). */
  moneyPaidCents: number;
}

/**
 * Referral: the first paid order of the invited friend whose money reaches `minimumCents` earns
 * the inviter 150 ritmitos, once; a smaller order leaves the invitation open. An invitation whose friend
 * reaches the inviter's own mailbox (see mailboxIdentity) earns nothing, whatever was paid. Call it inside
 * the transaction that records the payment; the order that earned the reward is kept with the invitation,
 * so refunding it takes the reward back (takeBackReferralReward). Returns whether a reward was credited now.
 */
export async function rewardReferralOnQualifyingOrder(tx: Executor, order: PaidFriendOrder, minimumCents: number, now = new Date()): Promise<boolean> {
  if (!earnsReferralReward(order.moneyPaidCents, minimumCents)) return false;
  const friendCustomerId = order.customerId;
  const [friend] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, friendCustomerId));
  if (!friend) return false;
  const open = await tx
    .select({ id: referrals.id, friendEmail: referrals.friendEmail, inviterEmail: customers.email })
    .from(referrals)
    .innerJoin(customers, eq(customers.id, referrals.inviterId))
    .where(
      and(
        isNull(referrals.rewardedAt),
        or(eq(referrals.friendCustomerId, friendCustomerId), and(isNull(referrals.friendCustomerId), eq(referrals.friendEmail, friend.email.toLowerCase()))),
      ),
    );
  const invitation = open.find((row) => !sameMailbox(row.inviterEmail, friend.email) && !sameMailbox(row.inviterEmail, row.friendEmail));
  if (!invitation) return false;
  // Claiming the reward (rewardedAt from null) is the guard: a second call, or a concurrent one, finds nothing.
  const [claimed] = await tx
    .update(referrals)
    .set({ rewardedAt: now, friendCustomerId, rewardOrderId: order.orderId })
    .where(and(eq(referrals.id, invitation.id), isNull(referrals.rewardedAt)))
    .returning({ inviterId: referrals.inviterId, friendName: referrals.friendName });
  if (!claimed) return false;
  await creditRitmitos(tx, claimed.inviterId, REFERRAL_REWARD_RITMITOS, claimed.friendName, null, now, 'referral');
  return true;
}

/**
 * The shop refunded the friend's order that earned the inviter the reward: the reward is taken back by a
 * ledger debit of the same amount (spent from the inviter's oldest credits, or from the next ones earned
 * when already spent), in the refund's transaction, and the invitation is open again for a later order.
 * Returns whether a reward was taken back.
 */
export async function takeBackReferralReward(tx: Executor, orderId: number, now: Date): Promise<boolean> {
  const [rewarded] = await tx
    .update(referrals)
    .set({ rewardedAt: null, rewardOrderId: null })
    .where(eq(referrals.rewardOrderId, orderId))
    .returning({ inviterId: referrals.inviterId, friendName: referrals.friendName });
  if (!rewarded) return false;
  await tx.insert(loyaltyMovements).values({
    customerId: rewarded.inviterId,
    kind: 'spent',
    amount: -REFERRAL_REWARD_RITMITOS,
    description: rewarded.friendName,
    orderRef: null,
    createdAt: now,
  });
  return true;
}
