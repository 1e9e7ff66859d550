import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LocalizedText } from '../../../../src/api/contract';
import type { VatRate } from '../../../../src/domain/pricing/vat';
import type { FiscalDetails } from '../../../../src/domain/fiscal/taxId';
import type { AddressFields } from '../../../../src/domain/text/validation';
import { customers } from './customers';
import { locations } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** Units of one single good an order took: from the shop's own stock figure, or from the product's shared one. */
export type StockTaken = { productCode: string; units: number; source: 'shop' | 'product' };

/** Pick-up orders (and delivery orders in a later issue): totals as recomputed by the server. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    /** Human code shown to the customer and in the QR (e.g. 'VA01-000042'). */
    orderCode: text('order_code').notNull().unique(),
    /** The shop's calendar day of the order (YYYY-MM-DD in its time zone): the daily number counts within it. */
    shopDate: text('shop_date'),
    /** Pick-up orders: the short number the counter calls (#42), from 1 each day per shop. */
    dailyNumber: integer('daily_number'),
    /** Redsys order number: 4–12 characters, the first 4 digits; made once, so the gateway refuses a second charge. */
    gatewayOrderNumber: text('gateway_order_number').notNull().unique(),
    kind: text('kind').$type<'pickup' | 'delivery'>().notNull().default('pickup'),
    paymentTypeId: integer('payment_type_id').notNull(),
    /** The customer asked for a full invoice (F1, with their fiscal details) instead of a simplified ticket. */
    fullInvoice: boolean('full_invoice').notNull().default(false),
    statusId: integer('status_id').notNull(),
    paymentStatusId: integer('payment_status_id').notNull(),
    totalProducts: integer('total_products').notNull(),
    totalPrice: money('total_price').notNull(),
    totalPriceNet: money('total_price_net').notNull(),
    totalPriceVat: money('total_price_vat').notNull(),
    /**
     * The VAT per rate as priced when the order was placed (src/domain/pricing/vat.ts, euros), the figures its
     * invoice prints. Null on orders placed before it was kept: their invoices print what their lines say.
     */
    vatRates: jsonb('vat_rates').$type<VatRate[]>(),
    ritmitosUsed: integer('ritmitos_used').notNull().default(0),
    /** Ritmitos earned when paid (5 per euro paid in money). */
    ritmitosLoyalty: integer('ritmitos_loyalty').notNull().default(0),
    transportPrice: money('transport_price').notNull().default(0),
    /** Delivery orders: the transport's VAT type as priced (null on pick-up orders and on orders from before it was kept). */
    transportVatTypeId: smallint('transport_vat_type_id'),
    /** Delivery orders: the address as it was when ordered (a snapshot, so the customer may still edit or delete it). */
    deliveryAddress: jsonb('delivery_address').$type<AddressFields & { addressId: number; provinceName: string; cityName: string }>(),
    language: text('language').notNull().default('es'),
    /** Wallet result as sent by the app (JSON text), for the record. */
    paymentInfo: text('payment_info').notNull().default(''),
    /** The pick-up time the customer chose; null for "as soon as possible" (and for delivery orders). */
    pickupAt: at('pickup_at'),
    /** Set while a wallet charge is with the gateway, so a second request does not charge again. */
    walletChargeStartedAt: at('wallet_charge_started_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at'),
    /**
     * The secret the pick-up QR carries besides the order's id: random, never derived from the id or
     * code, so a QR cannot be forged from a sequential order number.
     */
    qrSecret: text('qr_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** When a person (board, scan, API) first moved the order: the demo kitchen leaves it alone from then on. */
    movedByPersonAt: at('moved_by_person_at'),
    /**
     * The 15-minute slot a pick-up order counts in against the shop's slot capacity (src/domain/availability
     * slotOfOrder), fixed when it is placed; null for delivery orders and for orders placed before slots were counted.
     */
    pickupSlot: at('pickup_slot'),
    /**
     * The units of single goods the order holds, taken from the stock when it was placed: per product, from
     * the shop's own figure or the product's. Cleared when they go back (the order cancelled), so they go back once.
     */
    stockTaken: jsonb('stock_taken').$type<StockTaken[]>(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_pickup_slot_idx').on(table.locationId, table.pickupSlot),
    index('orders_status_idx').on(table.statusId, table.paymentStatusId),
    uniqueIndex('orders_daily_number_idx').on(table.locationId, table.shopDate, table.dailyNumber),
  ],
);

/** The last daily number given per shop and shop day; raised atomically by each new pick-up order. */
export const dailyOrderNumbers = pgTable(
  'daily_order_numbers',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    shopDate: text('shop_date').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.shopDate] })],
);

/** The lines of an order as priced by the server; extras kept as chosen (Preference list). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    position: smallint('position').notNull(),
    productCode: text('product_code').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    price: money('price').notNull(),
    priceNet: money('price_net').notNull(),
    priceVat: money('price_vat').notNull(),
    /** Money price before ritmitos zeroed it. */
    priceBase: money('price_base').notNull(),
    vatTypeId: smallint('vat_type_id').notNull(),
    ritmitosUsed: integer('ritmitos_used').notNull().default(0),
    preferences: jsonb('preferences').$type<unknown[]>().notNull(),
    notes: text('notes').notNull().default(''),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId, table.position)],
);

/** Every gateway notification received, verified or not (audit; a paid order is marked paid once). */
export const paymentNotifications = pgTable('payment_notifications', {
  id: serial('id').primaryKey(),
  gatewayOrderNumber: text('gateway_order_number'),
  signatureVersion: text('signature_version').notNull(),
  merchantParameters: text('merchant_parameters').notNull(),
  signature: text('signature').notNull(),
  verified: smallint('verified').notNull(),
  responseCode: text('response_code'),
  outcome: text('outcome').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/** Invoices: the number is given once when the order is paid and never changes (series per year). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    invoiceNumber: text('invoice_number').notNull().unique(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    /**
     * F2 simplified ticket, F1 full invoice, F3 full invoice replacing the F2; R5 correction of a simplified
     * ticket (or of the F3 that replaced one), R1 correction of a full invoice (F1).
     */
    invoiceType: text('invoice_type').$type<'F1' | 'F2' | 'F3' | 'R1' | 'R5'>().notNull().default('F2'),
    /** F1 and F3: the recipient's fiscal details as they were when the invoice was issued. */
    recipient: jsonb('recipient').$type<FiscalDetails>(),
    /** F3: the F2 it replaces; R1 and R5: the invoice it corrects. */
    relatedInvoiceId: integer('related_invoice_id'),
    /** The refund a correction undoes (a part of the order); null for a correction undoing the whole order on a shop's cancel. */
    refundId: integer('refund_id'),
    /** The selling shop and the issue date on its calendar: the day the figures of reports and the VAT book fall on. */
    locationId: integer('location_id').references(() => locations.id),
    shopDate: text('shop_date'),
    /** The NIF whose series and VeriFactu chain the invoice is in. */
    issuerNif: text('issuer_nif'),
    /** What the invoice says, in euros, as its VeriFactu record: negative for a correction (R1, R5: by differences). */
    total: money('total'),
    vatTotal: money('vat_total'),
    vatRates: jsonb('vat_rates').$type<InvoiceRateAmounts[]>(),
  },
  (table) => [
    index('invoices_customer_idx').on(table.customerId, table.issuedAt),
    index('invoices_issuer_day_idx').on(table.issuerNif, table.shopDate, table.invoiceNumber),
    index('invoices_location_day_idx').on(table.locationId, table.shopDate),
    // A chain's report reads a range of days of every shop: the day leads.
    index('invoices_day_location_idx').on(table.shopDate, table.locationId),
    // One ticket, one full invoice and one whole-order correction per order; a correction per refund.
    uniqueIndex('invoices_order_type_idx')
      .on(table.orderId, table.invoiceType)
      .where(sql`${table.refundId} is null`),
    uniqueIndex('invoices_refund_idx').on(table.refundId),
  ],
);

/** One VAT rate of an invoice, in euros: percentage, taxable base and VAT (negative on a correction). */
export type InvoiceRateAmounts = { percent: number; base: number; vat: number };

/** A line of a refund: the order line's index and how many of its units go back. */
export type RefundedLine = { index: number; quantity: number };

/**
 * A manager's refund of a paid order, whole or some lines, at any status: the money back through the refund
 * queue, the ritmitos given back and taken back, and its correction (an R1 or R5 invoice by differences).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The lines and quantities refunded (every line in full for a whole refund). */
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    /** Gross euros the refund undoes (money and ritmitos), its VAT, and the part in money sent to the gateway. */
    total: money('total').notNull(),
    vatTotal: money('vat_total').notNull(),
    vatRates: jsonb('vat_rates').$type<InvoiceRateAmounts[]>().notNull(),
    moneyCents: integer('money_cents').notNull(),
    ritmitosReturned: integer('ritmitos_returned').notNull().default(0),
    ritmitosTaken: integer('ritmitos_taken').notNull().default(0),
    reason: text('reason').notNull(),
    restock: boolean('restock').notNull().default(false),
    staffId: integer('staff_id'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('order_refunds_order_idx').on(table.orderId), index('order_refunds_created_idx').on(table.createdAt)],
);

/**
 * A customer's withdrawal from a delivery order (the 14-day right of withdrawal), some lines or all: kept as
 * the customer sent it; the manager's refund that settles it is linked when made.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The lines and quantities the customer withdraws from. */
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The refund that settled it (order_refunds.id), once the manager has made it. */
    refundId: integer('refund_id').references(() => orderRefunds.id),
  },
  (table) => [index('order_withdrawals_order_idx').on(table.orderId), index('order_withdrawals_created_idx').on(table.createdAt)],
);

/**
 * The day's close of a shop ("cierre de caja"): taken once per shop and day, by a manager or at closing
 * time; what it counted is kept as it was (totals by payment method, ticket series, refunds, orders not collected).
 */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    shopDate: text('shop_date').notNull(),
    closedAt: at('closed_at').notNull(),
    /** The member who pressed it; null when it ran at closing time. */
    staffId: integer('staff_id'),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [uniqueIndex('day_closes_shop_day_idx').on(table.locationId, table.shopDate)],
);

/**
 * Money the gateway charged for an order that was cancelled before the charge settled, and its refund
 * (Redsys transaction type 3). The row is written in the transaction that receives the charge, so it
 * exists exactly when the charge was recorded; the refund sender sends it, retrying until the gateway
 * accepts it. One row per order: a replayed notification does not refund twice.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** A manager's refund (order_refunds) the money belongs to; null for the whole charge of a cancelled order. */
    refundId: integer('refund_id'),
    gatewayOrderNumber: text('gateway_order_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Why the money goes back (e.g. 'charged-after-cancel'). */
    reason: text('reason').notNull(),
    requestedAt: at('requested_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastError: text('last_error'),
    /** The gateway's Ds_Response to the refund ('0900' accepted), or its SIS error code. */
    gatewayResponse: text('gateway_response'),
    /** The gateway's last answer as received (signed merchant parameters or the error), for the record. */
    gatewayAnswer: text('gateway_answer'),
    refundedAt: at('refunded_at'),
  },
  (table) => [
    index('payment_refunds_due_idx').on(table.refundedAt, table.nextAttemptAt),
    // The whole charge is given back once per order; each manager's refund once.
    uniqueIndex('payment_refunds_order_idx')
      .on(table.orderId)
      .where(sql`${table.refundId} is null`),
    uniqueIndex('payment_refunds_refund_idx').on(table.refundId),
  ],
);
