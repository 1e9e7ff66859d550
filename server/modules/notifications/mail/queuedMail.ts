import * as v from 'valibot';
import { LanguageSchema } from '../../../../src/api/contract/common';

/** What a friend invitation needs to be written at send time (the inviter's words, the friend's address). */
export const InvitationPayloadSchema = v.object({
  to: v.string(),
  language: LanguageSchema,
  inviterName: v.string(),
  friendName: v.string(),
});
export type InvitationPayload = v.InferOutput<typeof InvitationPayloadSchema>;

/**
 * A receipt is made from the order and its invoice as they are stored when it is sent. A resent one (the
 * back office's support) names the invoice and may go to another address than the customer's.
 */
export const ReceiptPayloadSchema = v.object({
  orderId: v.pipe(v.number(), v.integer()),
  to: v.optional(v.string()),
  invoiceNumber: v.optional(v.string()),
});
export type ReceiptPayload = v.InferOutput<typeof ReceiptPayloadSchema>;

/** A new member of staff's invitation: the link carries a sign-in code made when they were invited. */
export const StaffInvitationPayloadSchema = v.object({
  to: v.string(),
  language: LanguageSchema,
  name: v.string(),
  role: v.picklist(['owner', 'manager', 'barista']),
  code: v.string(),
});
export type StaffInvitationPayload = v.InferOutput<typeof StaffInvitationPayloadSchema>;

/** A shop's day's close, to one owner: written from the close as stored when it is sent. */
export const DayClosePayloadSchema = v.object({ closeId: v.pipe(v.number(), v.integer()), to: v.string(), language: LanguageSchema });
export type DayClosePayload = v.InferOutput<typeof DayClosePayloadSchema>;

/** A manager's refund, written from the refund and its correction as stored when it is sent. */
export const RefundMailPayloadSchema = v.object({ refundId: v.pipe(v.number(), v.integer()) });
export type RefundMailPayload = v.InferOutput<typeof RefundMailPayloadSchema>;

/** A paid order the shop cancelled (everything given back), written from the order as stored when it is sent. */
export const ShopCancelMailPayloadSchema = v.object({ orderId: v.pipe(v.number(), v.integer()) });
export type ShopCancelMailPayload = v.InferOutput<typeof ShopCancelMailPayloadSchema>;

/** A customer's withdrawal from a delivery order, acknowledged from the withdrawal as stored when it is sent. */
export const WithdrawalMailPayloadSchema = v.object({ withdrawalId: v.pipe(v.number(), v.integer()) });
export type WithdrawalMailPayload = v.InferOutput<typeof WithdrawalMailPayloadSchema>;

export type QueuedMail =
  | { kind: 'invitation'; payload: InvitationPayload }
  | { kind: 'receipt'; payload: ReceiptPayload }
  | { kind: 'staffInvitation'; payload: StaffInvitationPayload }
  | { kind: 'dayClose'; payload: DayClosePayload }
  | { kind: 'orderRefunded'; payload: RefundMailPayload }
  | { kind: 'orderCancelledByShop'; payload: ShopCancelMailPayload }
  | { kind: 'withdrawalReceived'; payload: WithdrawalMailPayload };

/** One invitation per friend e-mail address, ever, whoever invites. */
export const invitationKey = (friendEmail: string) => `invitation:${friendEmail.trim().toLowerCase()}`;
/** One invitation mail per sign-in code made for it. */
export const staffInvitationKey = (staffId: number, at: Date) => `staff-invitation:${staffId}:${at.getTime()}`;
/** One receipt per order. */
export const receiptKey = (orderId: number) => `receipt:${orderId}`;
/** Every resend is a mail of its own. */
export const resentReceiptKey = (invoiceNumber: string, unique: string) => `receipt-resend:${invoiceNumber}:${unique}`;

/** One mail per manager's refund. */
export const refundMailKey = (refundId: number) => `refund:${refundId}`;
/** One mail per order the shop cancels. */
export const shopCancelMailKey = (orderId: number) => `shop-cancel:${orderId}`;

/** One acknowledgement per withdrawal. */
export const withdrawalMailKey = (withdrawalId: number) => `withdrawal:${withdrawalId}`;

/** The stored row read back: its payload checked again, as anything read from the database. */
export function queuedMailOf(kind: string, payload: unknown): QueuedMail {
  if (kind === 'invitation') return { kind, payload: v.parse(InvitationPayloadSchema, payload) };
  if (kind === 'receipt') return { kind, payload: v.parse(ReceiptPayloadSchema, payload) };
  if (kind === 'staffInvitation') return { kind, payload: v.parse(StaffInvitationPayloadSchema, payload) };
  if (kind === 'dayClose') return { kind, payload: v.parse(DayClosePayloadSchema, payload) };
  if (kind === 'orderRefunded') return { kind, payload: v.parse(RefundMailPayloadSchema, payload) };
  if (kind === 'orderCancelledByShop') return { kind, payload: v.parse(ShopCancelMailPayloadSchema, payload) };
  if (kind === 'withdrawalReceived') return { kind, payload: v.parse(WithdrawalMailPayloadSchema, payload) };
  throw new Error(`Unknown queued mail kind ${kind}`);
}
