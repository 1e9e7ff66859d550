import * as v from 'valibot';
import { LocalizedTextSchema, LocationCodeSchema } from '../common';
import { LoginCodeSchema, LoginStartAnswerSchema } from '../customer/loginFields';
import { EMAIL_MAX_LENGTH } from '../../../domain/text/validation';

/**
 * The staff side (the counter's board and scanner): its own sign-in and token audience. A customer
 * token never opens these calls, a staff token never acts as a customer.
 */
export const StaffRoleSchema = v.picklist(['barista', 'manager', 'owner']);
export type StaffRole = v.InferOutput<typeof StaffRoleSchema>;

/**
 * A staff e-mail: as a customer's, but any top-level domain length, so the shop's own domains and the
 * demo's `@ritmo.local` staff sign in too.
 */
export const StaffEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(EMAIL_MAX_LENGTH, 'You have to indicate a correct email.'),
  v.regex(/^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,63}$/, 'You have to indicate a correct email.'),
  v.toLowerCase(),
);

export const StaffLoginStartBodySchema = v.object({ email: StaffEmailSchema });
export const StaffLoginStartAnswerSchema = LoginStartAnswerSchema;
export const StaffLoginEndBodySchema = v.object({ email: StaffEmailSchema, code: LoginCodeSchema });

export const StaffShopSchema = v.object({
  code: v.string(),
  name: LocalizedTextSchema,
  timeZone: v.string(),
  /** Minutes after which a ticket turns amber, then red. */
  warnMinutes: v.number(),
  lateMinutes: v.number(),
});
export type StaffShop = v.InferOutput<typeof StaffShopSchema>;

export const StaffMemberSchema = v.object({
  email: v.string(),
  name: v.string(),
  role: StaffRoleSchema,
  shops: v.array(StaffShopSchema),
});
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;

/** login-end: the staff token (its own audience) and who it is; 'error_date' when the code expired. */
export const StaffSessionSchema = v.object({ token: v.string(), staff: StaffMemberSchema });
export type StaffSession = v.InferOutput<typeof StaffSessionSchema>;
export const StaffLoginEndAnswerSchema = v.union([StaffSessionSchema, v.literal('error_date')]);

export const TicketLineSchema = v.object({
  title: LocalizedTextSchema,
  quantity: v.number(),
  /** Each chosen extra as the counter reads it ("Leche: Avena"), in the order's language. */
  extras: v.array(v.string()),
  note: v.string(),
  /** Paid with ritmitos: the barista checks it off against the loyalty card. */
  paidWithRitmitos: v.boolean(),
});
export type TicketLine = v.InferOutput<typeof TicketLineSchema>;

/** One order on the board, as it stands now. */
export const TicketSchema = v.object({
  orderId: v.number(),
  kind: v.picklist(['pickup', 'delivery']),
  shopCode: v.string(),
  /** The short number the counter calls (#42); null for delivery orders. */
  dailyNumber: v.nullable(v.number()),
  orderCode: v.string(),
  statusId: v.number(),
  paymentStatusId: v.number(),
  /** ISO instants. */
  paidAt: v.nullable(v.string()),
  statusChangedAt: v.string(),
  /** The chosen pick-up time; null for as soon as possible. */
  pickupAt: v.nullable(v.string()),
  /** When the kitchen starts it: paid time for ASAP, pick-up time minus the wait otherwise. The board shows it from then. */
  kitchenStartAt: v.string(),
  /** The status before this one when the last change was a step forward (what undo goes back to). */
  previousStatusId: v.nullable(v.number()),
  customerFirstName: v.string(),
  totalProducts: v.number(),
  lines: v.array(TicketLineSchema),
  /** Delivery orders: where it goes (street line and city). */
  deliveryAddress: v.nullable(v.string()),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

export const StaffBoardSchema = v.object({
  shop: StaffShopSchema,
  /** Paid orders not finished, those handed over in the last 30 minutes, and scheduled ones whose kitchen start has come. */
  tickets: v.array(TicketSchema),
  /** The last order event included: the event stream resumes after it. */
  lastEventId: v.number(),
  serverTime: v.string(),
});
export type StaffBoard = v.InferOutput<typeof StaffBoardSchema>;

const StatusIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999));
export const StatusChangeBodySchema = v.object({ to: StatusIdSchema, expected: StatusIdSchema });
export type StatusChangeBody = v.InferOutput<typeof StatusChangeBodySchema>;

const ShopCodeSchema = LocationCodeSchema;
export const HandoverBodySchema = v.union([
  v.object({ shop: ShopCodeSchema, qr: v.pipe(v.string(), v.minLength(1), v.maxLength(500)) }),
  v.object({ shop: ShopCodeSchema, dailyNumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999)) }),
]);
export type HandoverBody = v.InferOutput<typeof HandoverBodySchema>;

/**
 * Error codes of the staff calls (in `error.code`), besides the common ones: the move refusals of
 * src/domain/orders/orderMoves.ts, and for hand-over: `other_shop`, `not_paid`, `not_ready`, `already_collected`,
 * `unknown_order`, `forged_qr`. A 409 `status_changed` carries the ticket as it is now in `data`.
 */
export const HANDOVER_REFUSALS = ['other_shop', 'not_paid', 'not_ready', 'already_collected', 'unknown_order', 'forged_qr', 'cancelled'] as const;
export type HandoverRefusal = (typeof HANDOVER_REFUSALS)[number];

/** What the customer's QR carries: the order id and a per-order secret (never derived from the id or code). */
export const OrderQrSchema = v.object({
  orderId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  secret: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
});
export type OrderQr = v.InferOutput<typeof OrderQrSchema>;

/**
 * One event of `GET /api/staff/events` (SSE, `event: ticket`, `id:` the order event's id): the ticket as it
 * is after the change. The customer's stream (`GET /api/customer/events`, `event: order`) carries
 * `CustomerOrderEventSchema`, after which the app reads the order again.
 */
export const CustomerOrderEventSchema = v.object({
  orderId: v.number(),
  kind: v.picklist(['pickup', 'delivery']),
  statusId: v.number(),
  paymentStatusId: v.number(),
});
export type CustomerOrderEvent = v.InferOutput<typeof CustomerOrderEventSchema>;
export type StaffLoginStartAnswer = v.InferOutput<typeof StaffLoginStartAnswerSchema>;
export type StaffLoginEndAnswer = v.InferOutput<typeof StaffLoginEndAnswerSchema>;
