import * as v from 'valibot';
import { call } from '../call';

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD'));

/** What the rows of a sales report are grouped by. */
export const SALES_GROUPINGS = ['hour', 'day', 'product', 'category', 'payment', 'kind'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];

/**
 * `shop` is a shop's code or `all` (the whole chain); `from` and `to` are days on the shop's calendar, both
 * included, at most 366 days; `by` groups the rows (day when absent).
 */
export const SalesQuerySchema = v.object({
  shop: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{2,20}$/, 'shop is a shop code or all')),
  from: Day,
  to: Day,
  by: v.optional(v.picklist(SALES_GROUPINGS), 'day'),
});
export type SalesQuery = v.InferOutput<typeof SalesQuerySchema>;

/** One VAT rate in euros: percent, taxable base, VAT (signed: corrections subtract). */
export const RateAmountsSchema = v.object({ percent: v.number(), base: v.number(), vat: v.number() });

/**
 * One row, in euros to the cent: gross (VAT included), net (the base) and VAT of the sales less the
 * corrections; `refunds` is what the corrections took back (a positive amount, already subtracted from gross);
 * `orders` counts the orders sold. Product and category rows also count the units (sold less refunded).
 */
export const SalesRowSchema = v.object({
  key: v.string(),
  label: v.object({ es: v.string(), en: v.string() }),
  gross: v.number(),
  net: v.number(),
  vat: v.number(),
  vatRates: v.array(RateAmountsSchema),
  orders: v.number(),
  refunds: v.number(),
  units: v.optional(v.number()),
});
export type SalesRow = v.InferOutput<typeof SalesRowSchema>;

/** Minutes from "in preparation" to "prepared", per hour the preparation started (shop's clock). */
export const PrepHourSchema = v.object({ hour: v.number(), orders: v.number(), median: v.number(), p90: v.number() });

export const SalesSummarySchema = v.object({
  gross: v.number(),
  net: v.number(),
  vat: v.number(),
  vatRates: v.array(RateAmountsSchema),
  /** Gross of the sale invoices alone, and what corrections took back (positive). gross = sales − refunds. */
  sales: v.number(),
  refunds: v.number(),
  corrections: v.number(),
  orders: v.number(),
  averageTicket: v.number(),
  pickup: v.object({ gross: v.number(), orders: v.number() }),
  delivery: v.object({ gross: v.number(), orders: v.number() }),
  /** Euros paid with ritmitos on the period's orders (100 = 1 €): a discount, outside gross. */
  ritmitos: v.number(),
  prep: v.array(PrepHourSchema),
});

export const SalesReportSchema = v.object({
  shop: v.string(),
  from: v.string(),
  to: v.string(),
  by: v.picklist(SALES_GROUPINGS),
  summary: SalesSummarySchema,
  rows: v.array(SalesRowSchema),
});
export type SalesReport = v.InferOutput<typeof SalesReportSchema>;

/** `at` is the day judged (today when absent); earned and spent count from `from` (the month's first day) to `at`. */
export const LoyaltyQuerySchema = v.object({ at: v.optional(Day), from: v.optional(Day) });

/** The ritmitos the chain owes its customers, as euros (100 ritmitos = 1 €). */
export const LoyaltyReportSchema = v.object({
  at: v.string(),
  from: v.string(),
  outstanding: v.object({ ritmitos: v.number(), euros: v.number(), customers: v.number() }),
  expiring30: v.object({ ritmitos: v.number(), euros: v.number() }),
  earned: v.object({ ritmitos: v.number(), euros: v.number() }),
  spent: v.object({ ritmitos: v.number(), euros: v.number() }),
  expired: v.object({ ritmitos: v.number(), euros: v.number() }),
});
export type LoyaltyReport = v.InferOutput<typeof LoyaltyReportSchema>;

/** The back office's sales calls. */
export const reportsEndpoints = {
  manageSalesReport: call('GET', '/manage/reports/sales', SalesReportSchema),
  manageLoyaltyReport: call('GET', '/manage/reports/loyalty', LoyaltyReportSchema),
} as const;
