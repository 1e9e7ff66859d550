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

/** A receipt is made from the order and its invoice as they are stored when it is sent. */
export const ReceiptPayloadSchema = v.object({ orderId: v.pipe(v.number(), v.integer()) });
export type ReceiptPayload = v.InferOutput<typeof ReceiptPayloadSchema>;

export type QueuedMail = { kind: 'invitation'; payload: InvitationPayload } | { kind: 'receipt'; payload: ReceiptPayload };

/** One invitation per friend e-mail address, ever, whoever invites. */
export const invitationKey = (friendEmail: string) => `invitation:${friendEmail.trim().toLowerCase()}`;
/** One receipt per order. */
export const receiptKey = (orderId: number) => `receipt:${orderId}`;

/** The stored row read back: its payload checked again, as anything read from the database. */
export function queuedMailOf(kind: string, payload: unknown): QueuedMail {
  if (kind === 'invitation') return { kind, payload: v.parse(InvitationPayloadSchema, payload) };
  if (kind === 'receipt') return { kind, payload: v.parse(ReceiptPayloadSchema, payload) };
  throw new Error(`Unknown queued mail kind ${kind}`);
}
