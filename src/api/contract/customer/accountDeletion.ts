import * as v from 'valibot';

/** The refusals of DELETE /customer/account (409 for a pending order, 400 for a confirmation that does not match). */
export const ACCOUNT_DELETION_REFUSALS = {
  /** The typed confirmation is not the account's e-mail. */
  confirmMismatch: 'confirmation_mismatch',
  /** An order is still under way: collect it, or cancel it, first. */
  pendingOrder: 'pending_order',
} as const;

/** DELETE /customer/account: the customer types their e-mail to confirm (compared trimmed, without regard to case). */
export const AccountDeleteBodySchema = v.object({ confirm: v.pipe(v.string(), v.maxLength(320)) });
export type AccountDeleteBody = v.InferOutput<typeof AccountDeleteBodySchema>;

/** An order that keeps the account from being deleted until it is collected, delivered or cancelled. */
export const BlockingOrderSchema = v.object({
  orderId: v.number(),
  orderCode: v.string(),
  kind: v.picklist(['pickup', 'delivery']),
});
export type BlockingOrder = v.InferOutput<typeof BlockingOrderSchema>;

/** GET /customer/account/deletion: what deleting the account now would forfeit, and what blocks it. */
export const AccountDeletionCheckSchema = v.object({
  /** Unspent ritmitos the deletion forfeits, and their worth in cents (100 ritmitos pay 1 euro). */
  ritmitos: v.number(),
  ritmitosValueCents: v.number(),
  /** Orders still under way; the deletion is refused while there is one. */
  blockingOrders: v.array(BlockingOrderSchema),
});
export type AccountDeletionCheck = v.InferOutput<typeof AccountDeletionCheckSchema>;

/** What a deletion answers: the account is gone and every session of it ended. */
export const AccountDeletedSchema = v.object({ deleted: v.literal(true), ritmitosForfeited: v.number() });
export type AccountDeleted = v.InferOutput<typeof AccountDeletedSchema>;
