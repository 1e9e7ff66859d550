import * as v from 'valibot';
import { TextSchema } from '../input';

/** A line withdrawn from: the order line's index (0-based, as the order lists them) and its units. */
export const WithdrawalLineSchema = v.object({
  index: v.pipe(v.number(), v.integer('The line index is a whole number'), v.minValue(0, 'The line index starts at 0')),
  quantity: v.pipe(v.number(), v.integer('The quantity is a whole number'), v.minValue(0, 'The quantity cannot be negative'), v.maxValue(10_000)),
});

/**
 * POST /customer/delivery-orders/:orderId/withdrawal: the lines and units the customer withdraws from, an
 * optional reason, and `sealedUnopened: true` when sealed goods are among them (the customer declares them unopened).
 */
export const WithdrawalBodySchema = v.object({
  lines: v.pipe(v.array(WithdrawalLineSchema), v.minLength(1, 'Choose at least one line'), v.maxLength(200)),
  reason: v.optional(v.pipe(TextSchema, v.trim(), v.maxLength(500, 'The reason is at most 500 characters')), ''),
  sealedUnopened: v.optional(v.boolean()),
});
export type WithdrawalBody = v.InferOutput<typeof WithdrawalBodySchema>;

/** A withdrawal the customer made: when, what, and whether the shop has refunded it yet. */
export const WithdrawalRecordSchema = v.object({
  id: v.number(),
  /** ISO instant the shop received it. */
  at: v.string(),
  lines: v.array(v.object({ index: v.number(), quantity: v.number() })),
  reason: v.string(),
  refunded: v.boolean(),
});
export type WithdrawalRecord = v.InferOutput<typeof WithdrawalRecordSchema>;

/** Why a product cannot be withdrawn from: perishable never, sealed only unopened; null: freely. */
export const WithdrawalExceptionSchema = v.nullable(v.picklist(['perishable', 'sealed']));

/**
 * A delivery order's right of withdrawal: until when (ISO, exclusive; null while not delivered), whether it
 * can be used now, per line the units still withdrawable and its exception, and the withdrawals made.
 */
export const DeliveryWithdrawalSchema = v.object({
  until: v.nullable(v.string()),
  open: v.boolean(),
  lines: v.array(v.object({ index: v.number(), left: v.number(), exception: WithdrawalExceptionSchema })),
  requests: v.array(WithdrawalRecordSchema),
});
export type DeliveryWithdrawal = v.InferOutput<typeof DeliveryWithdrawalSchema>;
