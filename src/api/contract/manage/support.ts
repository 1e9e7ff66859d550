import * as v from 'valibot';
import { RITMITOS_ADJUSTMENT_MAX } from '../../../domain/loyalty/adjustment';
import { CUSTOMER_SEARCH_MIN } from '../../../domain/support/customerSearch';
import { call, callWithBody } from '../call';
import { LocationCodeSchema } from '../common';
import { isValidEmail } from '../../../domain/text/validation';
import { FlexibleIdSchema, TextSchema } from '../input';

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD'));

/**
 * `?q=` what was typed (at least 3 characters): an e-mail, a phone, an order code (VA01-000042) or a daily
 * number (`#42`, of today at the member's shops; `&shop=va01&date=2026-06-17` names the shop and the day).
 */
export const CustomerSearchQuerySchema = v.object({
  q: v.pipe(v.string('Type at least 3 characters'), v.trim(), v.minLength(CUSTOMER_SEARCH_MIN, 'Type at least 3 characters'), v.maxLength(120)),
  shop: v.optional(LocationCodeSchema),
  date: v.optional(Day),
});
export type CustomerSearchQuery = v.InferOutput<typeof CustomerSearchQuerySchema>;

/** A customer as a search finds them. */
export const CustomerFoundSchema = v.object({
  id: v.number(),
  code: v.string(),
  email: v.string(),
  name: v.string(),
  phone: v.string(),
  /** The order the search found them by (order code or daily number), when it was one. */
  orderCode: v.nullable(v.string()),
});
export type CustomerFound = v.InferOutput<typeof CustomerFoundSchema>;

export const CustomerSearchAnswerSchema = v.object({ customers: v.array(CustomerFoundSchema) });

export const SupportOrderSchema = v.object({
  id: v.number(),
  orderCode: v.string(),
  shop: v.string(),
  kind: v.picklist(['pickup', 'delivery']),
  /** The shop's calendar day and the daily number the counter called. */
  shopDate: v.nullable(v.string()),
  dailyNumber: v.nullable(v.number()),
  createdAt: v.string(),
  totalPrice: v.number(),
  statusId: v.number(),
  paymentStatusId: v.number(),
  ritmitosUsed: v.number(),
});
export type SupportOrder = v.InferOutput<typeof SupportOrderSchema>;

export const SupportInvoiceSchema = v.object({
  invoiceNumber: v.string(),
  invoiceType: v.picklist(['F1', 'F2', 'F3', 'R1', 'R5']),
  issuedAt: v.string(),
  orderId: v.number(),
  orderCode: v.string(),
  shop: v.string(),
  /** Euros as the record says: negative on a correction. */
  total: v.nullable(v.number()),
});
export type SupportInvoice = v.InferOutput<typeof SupportInvoiceSchema>;

export const RitmitosMovementSchema = v.object({
  id: v.number(),
  kind: v.picklist(['earned', 'spent', 'referral', 'expired', 'reserved', 'released']),
  amount: v.number(),
  description: v.string(),
  orderRef: v.nullable(v.string()),
  createdAt: v.string(),
  expiresAt: v.nullable(v.string()),
});

/** The ledger as support reads it: every stored line, newest first. */
export const SupportRitmitosSchema = v.object({
  /** Unexpired credits not yet spent. */
  available: v.number(),
  /** Held by unpaid orders. */
  inOrders: v.number(),
  /** What may be taken away: available less inOrders. */
  spendable: v.number(),
  movements: v.array(RitmitosMovementSchema),
});
export type SupportRitmitos = v.InferOutput<typeof SupportRitmitosSchema>;

/** One sign-in: by an e-mailed code or link, or by a social account. */
export const SignInSchema = v.object({
  at: v.string(),
  method: v.picklist(['email', 'social']),
  /** Where the sign-in code was asked for from (the client's address); empty when not known. */
  clientAddress: v.string(),
});

export const SupportCustomerSchema = v.object({
  profile: v.object({
    id: v.number(),
    code: v.string(),
    email: v.string(),
    name: v.string(),
    phone: v.string(),
    createdAt: v.string(),
    hasFiscalDetails: v.boolean(),
    /** When they last signed out everywhere (every session before it ended). */
    signedOutAt: v.nullable(v.string()),
  }),
  orders: v.array(SupportOrderSchema),
  invoices: v.array(SupportInvoiceSchema),
  ritmitos: SupportRitmitosSchema,
  signIns: v.array(SignInSchema),
});
export type SupportCustomer = v.InferOutput<typeof SupportCustomerSchema>;

const ReasonSchema = v.pipe(TextSchema, v.trim(), v.minLength(3, 'Say why, in at least 3 characters'), v.maxLength(200));

/** Ritmitos given (positive) or taken away (negative), never below zero, with the reason. */
export const RitmitosAdjustSchema = v.object({
  amount: v.pipe(
    v.number('The amount is a whole number of ritmitos'),
    v.integer('The amount is a whole number of ritmitos'),
    v.check((amount) => amount !== 0, 'The amount is not 0'),
    v.minValue(-RITMITOS_ADJUSTMENT_MAX, `At most ${RITMITOS_ADJUSTMENT_MAX} ritmitos at once`),
    v.maxValue(RITMITOS_ADJUSTMENT_MAX, `At most ${RITMITOS_ADJUSTMENT_MAX} ritmitos at once`),
  ),
  reason: ReasonSchema,
});
export type RitmitosAdjust = v.InferOutput<typeof RitmitosAdjustSchema>;

/** An address typed in the back office, checked as the customer's own (not the customer contract's schema: it stays out of the back office's shell). */
const TypedEmailSchema = v.pipe(v.string(), v.trim(), v.check(isValidEmail, 'Type a correct e-mail address'), v.toLowerCase());

/** The invoice again, to the customer's e-mail or to the one typed. */
export const InvoiceResendSchema = v.object({ email: v.optional(TypedEmailSchema) });
export type InvoiceResend = v.InferOutput<typeof InvoiceResendSchema>;

export const InvoiceResentSchema = v.object({ invoiceNumber: v.string(), to: v.string() });

/** The producer's responsible declaration, from the same settings every invoicing record names. */
export const LegalDeclarationSchema = v.object({
  producer: v.object({ name: v.string(), nif: v.string() }),
  system: v.object({ name: v.string(), id: v.string(), version: v.string(), installationNumber: v.string() }),
  producerIsIssuer: v.boolean(),
  issuer: v.object({ name: v.string(), nif: v.string() }),
  mode: v.string(),
  rules: v.array(v.string()),
  place: v.string(),
  date: v.string(),
});
export type LegalDeclaration = v.InferOutput<typeof LegalDeclarationSchema>;

const BY_ID = v.object({ id: FlexibleIdSchema });
const INVOICE = v.object({ number: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{1,30}$/, 'Invalid invoice number')) });

/** The back office's customers calls (customer.support) and the responsible declaration (anyone who opens it). */
export const supportEndpoints = {
  /** `?q=&shop=&date=` (CustomerSearchQuerySchema). A manager finds the customers who ordered at their shops. */
  manageCustomers: call('GET', '/manage/customers', CustomerSearchAnswerSchema),
  manageCustomer: call('GET', '/manage/customers/:id', SupportCustomerSchema, BY_ID),
  manageRitmitosAdjust: callWithBody('POST', '/manage/customers/:id/ritmitos', RitmitosAdjustSchema, SupportRitmitosSchema, BY_ID),
  manageInvoiceResend: callWithBody('POST', '/manage/invoices/:number/resend', InvoiceResendSchema, InvoiceResentSchema, INVOICE),
  manageLegal: call('GET', '/manage/legal', LegalDeclarationSchema),
} as const;
