import * as v from 'valibot';
import { ExtraChoiceSchema, ExtraTypeSchema } from './catalogue';
import { LegalEntitySchema } from './locations';
import { FiscalDetailsSchema } from './fiscal';
import { isLineNote, LINE_NOTE_MAX } from '../../../domain/orders/lineNote';
import { PAYMENT_TYPE } from '../../../domain/pricing/paymentMethods';
import { IdSchema, TextSchema } from '../input';
import { DeliveryWithdrawalSchema, WithdrawalRecordSchema } from './withdrawal';

export { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS } from '../statuses';

/**
 * Payment types: 10005 card by redirect, 10004 wallet (the cart is kept until paid) and 10006
 * Bizum, our own id (the spec names none): the same Redsys redirect as the card, with
 * DS_MERCHANT_PAYMETHODS 'z', refused (409 bizum_unavailable) when the terminal does not offer it.
 */
export const PaymentTypeIdSchema = v.picklist([PAYMENT_TYPE.card, PAYMENT_TYPE.wallet, PAYMENT_TYPE.bizum]);

export const StatusSchema = v.object({ id: v.number(), name: v.string() });

/** Preference: only the selected extras of a line. */
export const PreferenceSchema = v.object({
  extraId: v.number(),
  type: ExtraTypeSchema,
  value: TextSchema,
  price: v.number(),
  priceNet: v.number(),
  priceVat: v.number(),
  extraValue: TextSchema,
  priceBase: v.number(),
});

/** Line note: trimmed, then at most 140 characters and no markup or control characters (refused, not cleaned). */
export const LineNoteSchema = v.pipe(
  TextSchema,
  v.trim(),
  v.check(isLineNote, `A note has at most ${LINE_NOTE_MAX} characters and no markup (< >) or control characters.`),
);

const Money = v.pipe(v.number(), v.minValue(0), v.maxValue(100_000));

/** Order line as the client sends it; the server recomputes every figure and refuses a mismatch. */
export const OrderLineInputSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,20}$/)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  priceBase: Money,
  price: Money,
  priceVat: Money,
  vatTypeId: v.number(),
  title: v.pipe(TextSchema, v.maxLength(200)),
  discount: Money,
  preferences: v.pipe(v.array(PreferenceSchema), v.maxLength(20)),
  useRitmitos: v.boolean(),
  notes: v.optional(LineNoteSchema, ''),
});
export type OrderLineInput = v.InferOutput<typeof OrderLineInputSchema>;

/** Order body fields shared by pick-up and delivery orders (totals to 2 decimals). */
const orderBodyEntries = {
  paymentType: v.object({ id: PaymentTypeIdSchema }),
  products: v.pipe(v.array(OrderLineInputSchema), v.minLength(1), v.maxLength(50)),
  totalProducts: v.pipe(v.number(), v.integer(), v.minValue(1)),
  totalPrice: Money,
  totalPriceVat: Money,
  /** Whether the customer chose to pay lines with ritmitos (cart recalculation). */
  useRitmitos: v.optional(v.boolean(), false),
  /** Wallet result (JSON text) for payment type 10004; empty otherwise. */
  paymentInfo: v.optional(v.pipe(TextSchema, v.maxLength(20_000)), ''),
  /** A full invoice (F1) made out to the customer's stored fiscal details instead of a simplified ticket. */
  fullInvoice: v.optional(v.boolean()),
};

/**
 * Pick-up time: absent for "as soon as possible", else the chosen time as an ISO instant
 * (2026-05-04T11:30:00.000Z). An instant, not the shop's "HH:mm": it names its day, so an order replayed
 * from the outbox after midnight is refused instead of moved to another day, and it is unambiguous on
 * the autumn night that shows 02:30 twice. The server checks it with src/domain/pickupTime.
 */
export const PickupAtSchema = v.pipe(v.string(), v.isoTimestamp('The pick-up time must be an ISO date and time'));

/** POST /customer/orders body (totals to 2 decimals). Requires the Idempotency-Key header. */
export const OrderCreateBodySchema = v.object({
  ...orderBodyEntries,
  pickupAt: v.optional(PickupAtSchema),
});
export type OrderCreateBody = v.InferOutput<typeof OrderCreateBodySchema>;

/** Data for the card gateway form POST (Redsys redirect), built and signed by the server. */
export const CardPaymentFormSchema = v.object({
  url: v.string(),
  Ds_SignatureVersion: v.string(),
  Ds_MerchantParameters: v.string(),
  Ds_Signature: v.string(),
});
export type CardPaymentForm = v.InferOutput<typeof CardPaymentFormSchema>;

/** Order product line, with its extras already described in the order's language. */
export const OrderLineSchema = v.object({
  code: v.string(),
  title: v.string(),
  quantity: v.number(),
  /** One unit with its chosen extras, so quantity × unitPrice is the line's price before ritmitos. */
  unitPrice: v.number(),
  price: v.number(),
  priceVat: v.number(),
  ritmitosUsed: v.number(),
  extrasDescription: v.string(),
  /** The chosen extras and the note, so the order can be shown and ordered again (absent in rows kept from before). */
  choices: v.optional(v.array(ExtraChoiceSchema), []),
  notes: v.optional(v.string(), ''),
});

/** Order (pick-up now; delivery adds transport in a later issue). */
export const OrderSchema = v.object({
  orderId: v.number(),
  orderNumber: v.string(),
  orderCode: v.string(),
  /** Pick-up orders: the short number of the shop's day that the counter calls (#42); null for delivery orders and for orders (and mirrored rows) from before it existed. */
  dailyNumber: v.nullable(v.number()),
  orderDate: v.string(),
  locationCode: v.string(),
  paymentType: v.object({ id: v.number() }),
  orderStatus: StatusSchema,
  paymentStatus: StatusSchema,
  totalPrice: v.number(),
  totalPriceNet: v.number(),
  totalPriceVat: v.number(),
  totalProducts: v.number(),
  ritmitosUsed: v.number(),
  ritmitosLoyalty: v.number(),
  transport: v.object({ price: v.number() }),
  /** Wait estimate in minutes (3 a product, 5 to 15). */
  waitMinutes: v.number(),
  /** The chosen pick-up time (ISO instant); null for "as soon as possible", delivery orders and rows mirrored before it existed. */
  pickupAt: v.optional(v.nullable(v.string())),
  /** The same time as the shop's clock shows it (HH:mm), for screens whatever the phone's zone. */
  pickupTime: v.optional(v.nullable(v.string())),
  products: v.array(OrderLineSchema),
  /** Pick-up orders: the text of the QR shown at the counter, `{"orderId":N,"secret":"<32 hex>"}` (OrderQrSchema). */
  qrText: v.optional(v.string()),
});
export type Order = v.InferOutput<typeof OrderSchema>;
export const OrderListSchema = v.array(OrderSchema);

/** Answer of order creation and of pay: the order, and the gateway form for card payments. */
export const OrderCreatedSchema = v.object({ order: OrderSchema, payment: v.nullable(CardPaymentFormSchema) });

/** GET /customer/payment-config: which card gateway and wallet environment the app talks to. */
export const PaymentConfigSchema = v.object({
  gateway: v.picklist(['sandbox', 'redsys']),
  walletEnvironment: v.picklist(['TEST', 'PRODUCTION']),
  /** Demo mode: the wallet button produces sandbox tokens instead of opening Google Pay. */
  sandboxWallet: v.boolean(),
  googlePayMerchantId: v.string(),
  googlePayGatewayMerchantId: v.string(),
  /** Whether the merchant's terminal offers Bizum (REDSYS_BIZUM); absent from older servers, read as not offered. */
  bizum: v.optional(v.boolean(), false),
});
export type PaymentConfig = v.InferOutput<typeof PaymentConfigSchema>;

export const WalletPayBodySchema = v.object({ paymentInfo: v.pipe(TextSchema, v.minLength(2), v.maxLength(20_000)) });

/**
 * Invoice line. `price` is the gross unit price with extras, `total` the goods' gross value.
 * The VAT fields came later: invoices kept in Dexie from before lack them (read them as optional).
 */
export const InvoiceLineSchema = v.object({
  quantity: v.number(),
  description: v.string(),
  price: v.number(),
  total: v.number(),
  /** VAT type: 1 = 21 %, 2 = 10 %, 3 = 4 %. */
  vatTypeId: v.optional(v.number()),
  /**
   * Taxable base and VAT of what was paid in money (both 0 when ritmitos paid the line), on invoices of
   * orders placed before the invoice carried `vatRates` only.
   */
  vatBase: v.optional(v.number()),
  vatAmount: v.optional(v.number()),
  /** The product, its extras and note (absent on the transport line and on invoices kept from before). */
  code: v.optional(v.string()),
  choices: v.optional(v.array(ExtraChoiceSchema)),
  notes: v.optional(v.string()),
});
export type InvoiceLine = v.InferOutput<typeof InvoiceLineSchema>;

/** One VAT rate of an invoice: percentage, taxable base, VAT and gross total (base + VAT), in euros. */
export const VatRateSchema = v.object({
  /** VAT type: 1 = 21 %, 2 = 10 %, 3 = 4 %. */
  vatTypeId: v.number(),
  percent: v.number(),
  base: v.number(),
  vat: v.number(),
  gross: v.number(),
});

/** Invoice, with the legal entity header of the shop that sold. */
export const InvoiceSchema = v.object({
  invoiceNumber: v.string(),
  invoiceDate: v.string(),
  orderId: v.number(),
  orderCode: v.string(),
  /** The shop that sold, where "Order again" fills the cart (absent on invoices kept from before). */
  locationCode: v.optional(v.string()),
  legal: LegalEntitySchema,
  products: v.array(InvoiceLineSchema),
  totalPrice: v.number(),
  totalPriceNet: v.number(),
  totalPriceVat: v.number(),
  /**
   * The VAT per rate, lowest first, fixed when the order was placed. Absent on invoices of orders placed
   * before it was kept: those print the base and VAT their lines carry (vatBase, vatAmount).
   */
  vatRates: v.optional(v.array(VatRateSchema)),
  totalDiscount: v.number(),
  loyaltyAmount: v.number(),
  loyaltyPoints: v.number(),
  ritmitosLoyalty: v.number(),
  ritmitosUsed: v.number(),
  /** The chosen pick-up time on the shop's clock (HH:mm); null for "as soon as possible" and invoices from before it. */
  pickupTime: v.optional(v.nullable(v.string())),
  /** F2 simplified ticket (also when absent), F1 full invoice, F3 full invoice replacing a ticket, R5 correction of a ticket. */
  invoiceType: v.optional(v.picklist(['F1', 'F2', 'F3', 'R5', 'R1'])),
  /** F1 and F3: who the invoice is made out to. */
  recipient: v.optional(FiscalDetailsSchema),
  /** F3: the ticket it replaces; R5: the invoice it corrects. */
  relatedInvoiceNumber: v.optional(v.string()),
  /** How the order was paid (payment type id: card, wallet or Bizum); absent on invoices kept from before. */
  paymentTypeId: v.optional(v.number()),
  /** The tax agency's verification URL the invoice's QR carries (absent on invoices kept from before). */
  verificationUrl: v.optional(v.string()),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;
export const InvoiceListSchema = v.array(InvoiceSchema);

/** POST /customer/delivery-orders: as a pick-up order plus the address and the transport shown. */
export const DeliveryOrderCreateBodySchema = v.object({
  ...orderBodyEntries,
  address: v.object({ addressId: IdSchema }),
  transport: v.object({ price: Money }),
});
export type DeliveryOrderCreateBody = v.InferOutput<typeof DeliveryOrderCreateBodySchema>;

/** A delivery order: the Order fields plus where it goes. */
export const DeliveryOrderSchema = v.object({
  ...OrderSchema.entries,
  address: v.object({
    addressId: v.number(),
    contactFullName: v.string(),
    addressLine1: v.string(),
    addressLine2: v.string(),
    cp: v.string(),
    cityName: v.string(),
    provinceName: v.string(),
  }),
  /** The right of withdrawal from the delivered goods (absent on orders kept from before it was shown). */
  withdrawal: v.optional(DeliveryWithdrawalSchema),
});
export type DeliveryOrder = v.InferOutput<typeof DeliveryOrderSchema>;
export const DeliveryOrderListSchema = v.array(DeliveryOrderSchema);
/** The answer to a withdrawal: the withdrawal recorded and the order as it is now. */
export const WithdrawalMadeSchema = v.object({ withdrawal: WithdrawalRecordSchema, order: DeliveryOrderSchema });
export const DeliveryOrderCreatedSchema = v.object({ order: DeliveryOrderSchema, payment: v.nullable(CardPaymentFormSchema) });
