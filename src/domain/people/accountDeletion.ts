import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS } from '../../api/contract/statuses';
import { RITMITOS_PER_EURO_OF_PRICE } from '../orders/cart';
import type { AddressFields } from '../text/validation';

/** Statuses after which an order asks nothing more of the customer: collected, delivered, not collected, cancelled. */
const ENDED_STATUSES: ReadonlySet<number> = new Set([
  ORDER_STATUS.delivery,
  ORDER_STATUS.cancel,
  ORDER_STATUS.notCollected,
  DELIVERY_STATUS.delivered,
  DELIVERY_STATUS.cancel,
]);

/**
 * An order still under way blocks the deletion of its customer's account: paid and not yet collected or
 * delivered, or unpaid and still awaiting payment. An order cancelled, or whose payment was cancelled (it
 * expired unpaid), does not.
 */
export function blocksAccountDeletion(order: { statusId: number; paymentStatusId: number }): boolean {
  if (ENDED_STATUSES.has(order.statusId)) return false;
  return order.paymentStatusId !== PAYMENT_STATUS.cancelled;
}

/** The typed confirmation is the account's e-mail, compared trimmed and without regard to case. */
export function deletionConfirmed(typed: string, email: string): boolean {
  const clean = (text: string) => text.trim().toLowerCase();
  return clean(typed) !== '' && clean(typed) === clean(email);
}

/** What the ritmitos a deleted account forfeits were worth, in cents (100 ritmitos pay 1 euro). */
export function ritmitosValueCents(ritmitos: number): number {
  return Math.round((Math.max(0, ritmitos) * 100) / RITMITOS_PER_EURO_OF_PRICE);
}

/** The domain no mail is ever delivered to (RFC 2606): a deleted account's e-mail placeholder. */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

/**
 * The e-mail a deleted account keeps instead of the person's: unique (from the customer's unique code),
 * never deliverable, so the real address is free for a new account.
 */
export function deletedAccountEmail(customerCode: string): string {
  return `deleted-${customerCode.toLowerCase()}@${DELETED_EMAIL_DOMAIN}`;
}

/** A friend's address of an invitation, once the invitation names nobody: unique per invitation. */
export function deletedInvitationEmail(referralId: number): string {
  return `deleted-invitation-${referralId}@${DELETED_EMAIL_DOMAIN}`;
}

/**
 * A kept delivery order's address once its customer is gone: the person's name, phone, street and notes
 * removed; the postcode, province and city stay (where the sale took place, for the VAT of the supply).
 */
export function anonymousDeliveryAddress<T extends AddressFields & { notes?: string }>(address: T): T {
  return { ...address, contactFullName: '', contactPhone: '', addressLine1: '', addressLine2: '', ...('notes' in address ? { notes: '' } : {}) };
}
