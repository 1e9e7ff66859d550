import * as v from 'valibot';
import { call, callWithBody } from '../call';
import { FlexibleIdSchema } from '../input';

/** A line of a refund: the order line's index (0-based, as the order lists them) and its units going back. */
export const RefundLineSchema = v.object({
  index: v.pipe(v.number(), v.integer('The line index is a whole number'), v.minValue(0, 'The line index starts at 0')),
  quantity: v.pipe(v.number(), v.integer('The quantity is a whole number'), v.minValue(1, 'Refund at least one unit')),
});

/** POST /manage/orders/:orderId/refund: "all" (whatever is left, with the transport) or chosen lines; a reason; stock back or not. */
export const RefundBodySchema = v.object({
  lines: v.union([v.literal('all'), v.pipe(v.array(RefundLineSchema), v.minLength(1, 'Choose at least one line'), v.maxLength(200))]),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'Say why the order is refunded'), v.maxLength(500, 'The reason is at most 500 characters')),
  restock: v.optional(v.boolean(), false),
  /** The customer's withdrawal this refund settles (it must give back at least what the withdrawal asked). */
  withdrawalId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type RefundBody = v.InferOutput<typeof RefundBodySchema>;

/** A refund made: what went back and its correcting invoice's number (null when the order had no invoice to correct). */
export const OrderRefundSchema = v.object({
  id: v.number(),
  /** ISO instant. */
  at: v.string(),
  lines: v.array(v.object({ index: v.number(), quantity: v.number() })),
  /** Whether the transport went back with it (a whole refund of a delivery order). */
  transport: v.boolean(),
  total: v.number(),
  vatTotal: v.number(),
  moneyCents: v.number(),
  ritmitosReturned: v.number(),
  ritmitosTaken: v.number(),
  reason: v.string(),
  restock: v.boolean(),
  invoiceNumber: v.nullable(v.string()),
  invoiceType: v.nullable(v.picklist(['R1', 'R5'])),
});
export type OrderRefund = v.InferOutput<typeof OrderRefundSchema>;

/** A customer's withdrawal from a delivery order, as the back office shows it: pending until a refund settles it. */
export const ManageWithdrawalSchema = v.object({
  id: v.number(),
  /** ISO instant received. */
  at: v.string(),
  lines: v.array(v.object({ index: v.number(), quantity: v.number() })),
  reason: v.string(),
  /** The refund that settled it; null while pending. */
  refundId: v.nullable(v.number()),
});
export type ManageWithdrawal = v.InferOutput<typeof ManageWithdrawalSchema>;

/** An order as the back office's search lists it. */
export const ManageOrderSummarySchema = v.object({
  id: v.number(),
  orderCode: v.string(),
  shop: v.string(),
  dailyNumber: v.nullable(v.number()),
  shopDate: v.nullable(v.string()),
  customerEmail: v.string(),
  kind: v.picklist(['pickup', 'delivery']),
  statusId: v.number(),
  statusName: v.string(),
  paid: v.boolean(),
  totalPrice: v.number(),
  /** ISO instant. */
  createdAt: v.string(),
  /** Withdrawals of the customer no refund has settled yet (absent from older servers: none). */
  pendingWithdrawals: v.optional(v.number()),
});
export type ManageOrderSummary = v.InferOutput<typeof ManageOrderSummarySchema>;

/** An order's page: its lines with what each has had refunded, its refunds and what can still go back. */
export const ManageOrderSchema = v.object({
  ...ManageOrderSummarySchema.entries,
  lines: v.array(
    v.object({ index: v.number(), description: v.string(), quantity: v.number(), price: v.number(), ritmitosUsed: v.number(), refunded: v.number() }),
  ),
  transportPrice: v.number(),
  transportRefunded: v.boolean(),
  refunds: v.array(OrderRefundSchema),
  /** Money euros not refunded yet. */
  left: v.number(),
  /** Whether the signed-in member may refund it (the permission rule for its shop). */
  canRefund: v.boolean(),
  /** A shop's cancel already gave the whole order back: nothing is left to refund. */
  cancelledAndRefunded: v.boolean(),
  /** The customer's withdrawals from a delivery order, oldest first (absent from older servers: none). */
  withdrawals: v.optional(v.array(ManageWithdrawalSchema)),
});
export type ManageOrder = v.InferOutput<typeof ManageOrderSchema>;

/** `?q=` an order code (VA01-000042), a daily number (42, with `shop=`) or the customer's e-mail; `&shop=` a shop's code. */
export const OrderSearchQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  shop: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{2,20}$/, 'Invalid shop code'))),
  /** `withdrawals`: only the orders with a withdrawal no refund has settled yet. */
  pending: v.optional(v.picklist(['withdrawals'])),
});

const ORDER = v.object({ orderId: FlexibleIdSchema });

/** The back office's orders and refunds calls. */
export const refundsEndpoints = {
  /** `?q=&shop=` (OrderSearchQuerySchema): at most 50, newest first, of the shops the member may refund in. */
  manageOrders: call('GET', '/manage/orders', v.object({ orders: v.array(ManageOrderSummarySchema) })),
  manageOrder: call('GET', '/manage/orders/:orderId', ManageOrderSchema, ORDER),
  /** 409 `exceeds_left` (naming the line) when more than is left is asked; 409 `not_paid`, `nothing_left`, `refund_in_progress`. */
  manageOrderRefund: callWithBody(
    'POST',
    '/manage/orders/:orderId/refund',
    RefundBodySchema,
    v.object({ refund: OrderRefundSchema, order: ManageOrderSchema }),
    ORDER,
  ),
} as const;
