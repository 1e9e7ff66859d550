import * as v from 'valibot';
import { FiscalDetailsAnswerSchema } from './fiscal';

/**
 * "Download my data" (GDPR art. 20): everything the shop keeps of the signed-in customer, versioned so a
 * later version can add fields. Made by the server (GET /customer/account/export) or, offline, by the app
 * from what the device keeps: then `partial` is true and `missing` names the sections it could not fill.
 */
export const ACCOUNT_EXPORT_FORMAT = 'ritmo-account-export';
export const ACCOUNT_EXPORT_VERSION = 1;

/** The sections an offline export cannot fill (the device keeps none of them) or fills only in part. */
export const EXPORT_SECTIONS = ['addresses', 'orders', 'refunds', 'invoices', 'ritmitos', 'invitations', 'reviews', 'pushSubscriptions', 'signIns'] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

const instant = v.string();
const money = v.number();

export const ExportCustomerSchema = v.object({
  code: v.string(),
  email: v.string(),
  name: v.string(),
  phone: v.string(),
  createdAt: instant,
  preferences: v.object({ receivePromotions: v.boolean(), receiveNews: v.boolean() }),
  /** The fiscal details full invoices are made out to; null when none are stored. */
  fiscal: v.nullable(FiscalDetailsAnswerSchema),
});

export const ExportAddressSchema = v.object({
  addressId: v.number(),
  contactFullName: v.string(),
  contactPhone: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  cp: v.string(),
  city: v.string(),
  province: v.string(),
  notes: v.string(),
  isDefault: v.boolean(),
});

export const ExportOrderLineSchema = v.object({
  productCode: v.string(),
  title: v.string(),
  quantity: v.number(),
  unitPrice: money,
  price: money,
  ritmitosUsed: v.number(),
  /** The chosen extras in words. */
  extras: v.string(),
  notes: v.string(),
});

export const ExportRefundSchema = v.object({
  createdAt: instant,
  /** The order lines (index into `lines`) and units refunded. */
  lines: v.array(v.object({ index: v.number(), quantity: v.number() })),
  total: money,
  ritmitosReturned: v.number(),
  reason: v.string(),
});

/** A withdrawal from a delivery order the customer made: when, what, why, and whether it is refunded. */
export const ExportWithdrawalSchema = v.object({
  createdAt: instant,
  lines: v.array(v.object({ index: v.number(), quantity: v.number() })),
  reason: v.string(),
  refunded: v.boolean(),
});

export const ExportOrderSchema = v.object({
  orderId: v.number(),
  orderCode: v.string(),
  kind: v.picklist(['pickup', 'delivery']),
  locationCode: v.string(),
  createdAt: instant,
  /** Null when unpaid, or unknown in an offline export. */
  paidAt: v.nullable(instant),
  cancelledAt: v.nullable(instant),
  pickupAt: v.nullable(instant),
  status: v.string(),
  paymentStatus: v.string(),
  paymentMethod: v.nullable(v.picklist(['card', 'wallet', 'bizum'])),
  totalPrice: money,
  totalPriceNet: money,
  totalPriceVat: money,
  transportPrice: money,
  ritmitosUsed: v.number(),
  ritmitosEarned: v.number(),
  lines: v.array(ExportOrderLineSchema),
  /** Delivery orders: the address as it was when ordered. */
  deliveryAddress: v.nullable(
    v.object({
      contactFullName: v.string(),
      contactPhone: v.string(),
      addressLine1: v.string(),
      addressLine2: v.string(),
      cp: v.string(),
      city: v.string(),
      province: v.string(),
    }),
  ),
  refunds: v.array(ExportRefundSchema),
  /** Delivery orders: the customer's withdrawals from the contract (none on pick-up orders). */
  withdrawals: v.optional(v.array(ExportWithdrawalSchema), []),
});

export const ExportInvoiceSchema = v.object({
  invoiceNumber: v.string(),
  /** F (sales) or R (corrections) and the year: 'F2026'. */
  series: v.string(),
  /** F2 simplified ticket, F1 full invoice, F3 full invoice replacing a ticket, R1/R5 rectifying invoices. */
  kind: v.picklist(['F1', 'F2', 'F3', 'R1', 'R5']),
  issuedAt: instant,
  orderCode: v.string(),
  total: money,
  vatTotal: money,
  recipient: v.nullable(FiscalDetailsAnswerSchema),
  /** F3: the ticket it replaces; R1 and R5: the invoice it corrects. */
  relatedInvoiceNumber: v.nullable(v.string()),
});

export const ExportRitmitosMovementSchema = v.object({
  date: instant,
  kind: v.picklist(['earned', 'spent', 'referral', 'expired', 'reserved', 'released']),
  amount: v.number(),
  description: v.string(),
  expiresAt: v.nullable(instant),
});

export const ExportInvitationsSchema = v.object({
  /** The friends the customer invited, as the customer typed them. */
  sent: v.array(v.object({ friendName: v.string(), friendEmail: v.string(), createdAt: instant, rewarded: v.boolean() })),
  /** The invitation that brought the customer: who sent it stays private ("a friend"). */
  received: v.nullable(v.object({ from: v.literal('a friend'), createdAt: instant })),
});

export const ExportReviewSchema = v.object({
  productCode: v.string(),
  productTitle: v.string(),
  rating: v.number(),
  createdAt: instant,
  updatedAt: instant,
});

export const AccountExportSchema = v.object({
  format: v.literal(ACCOUNT_EXPORT_FORMAT),
  version: v.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: instant,
  /** The language of the status names and product titles. */
  language: v.string(),
  /** True when made offline from the device's copy; `missing` then names what it lacks. */
  partial: v.boolean(),
  missing: v.array(v.picklist(EXPORT_SECTIONS)),
  customer: ExportCustomerSchema,
  addresses: v.array(ExportAddressSchema),
  orders: v.array(ExportOrderSchema),
  invoices: v.array(ExportInvoiceSchema),
  ritmitos: v.object({ balance: v.number(), movements: v.array(ExportRitmitosMovementSchema) }),
  invitations: ExportInvitationsSchema,
  reviews: v.array(ExportReviewSchema),
  /** The devices that receive order notifications: the push service's host only. */
  pushSubscriptions: v.array(v.object({ host: v.string(), createdAt: instant })),
  /** Sign-in codes asked for (kept a short time): when, and when used. */
  signIns: v.array(v.object({ requestedAt: instant, usedAt: v.nullable(instant) })),
});
export type AccountExport = v.InferOutput<typeof AccountExportSchema>;
export type ExportOrder = v.InferOutput<typeof ExportOrderSchema>;
export type ExportInvoice = v.InferOutput<typeof ExportInvoiceSchema>;
