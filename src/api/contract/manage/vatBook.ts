import * as v from 'valibot';
import { call } from '../call';

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD'));
const Nif = v.pipe(
  v.string(),
  v.trim(),
  v.transform((text: string) => text.toUpperCase()),
  v.regex(/^[0-9A-Z]{9}$/, 'The issuer is a NIF of 9 letters and digits'),
);

/**
 * The VAT book's file: `issuer` (NIF), `from` and `to` (a whole calendar month, quarter or year, on the
 * shops' calendar, both included), `format` csv or xlsx; `tickets=each` lists every simplified ticket on its
 * own rows instead of one summary row per day and rate.
 */
export const VatBookQuerySchema = v.object({
  issuer: Nif,
  from: Day,
  to: Day,
  format: v.picklist(['csv', 'xlsx'], 'The format is csv or xlsx'),
  tickets: v.optional(v.picklist(['summary', 'each'], 'Tickets are summary or each'), 'summary'),
});
export type VatBookQuery = v.InferOutput<typeof VatBookQuerySchema>;

/** The VAT book's file answers at this path (a download, not an envelope). */
export const VAT_BOOK_PATH = '/manage/vat-book';

const Digits = (pattern: RegExp, message: string) => v.pipe(v.string(), v.regex(pattern, message), v.transform(Number));

/** Form 303's figures of a quarter: `issuer`, `year`, `quarter` 1–4. */
export const Vat303QuerySchema = v.object({
  issuer: Nif,
  year: Digits(/^20\d{2}$/, 'The year is written with 4 digits'),
  quarter: Digits(/^[1-4]$/, 'The quarter is 1, 2, 3 or 4'),
});
export type Vat303Query = v.InferOutput<typeof Vat303QuerySchema>;

const Boxes = v.nullable(v.object({ base: v.string(), rate: v.string(), vat: v.string() }));

/** One rate's figures in euros: issued invoices, rectifying invoices (negative) and the net the book adds up to. */
export const Vat303RateSchema = v.object({
  percent: v.number(),
  /** Form 303's boxes of the rate (base, rate, cuota); null for a rate the form has no boxes for here. */
  boxes: Boxes,
  base: v.number(),
  vat: v.number(),
  correctionBase: v.number(),
  correctionVat: v.number(),
  netBase: v.number(),
  netVat: v.number(),
});
export type Vat303Rate = v.InferOutput<typeof Vat303RateSchema>;

export const Vat303Schema = v.object({
  issuer: v.string(),
  year: v.number(),
  quarter: v.number(),
  from: v.string(),
  to: v.string(),
  /** Invoices counted (a ticket replaced by a full invoice left out). */
  invoices: v.number(),
  rates: v.array(Vat303RateSchema),
  /** Boxes 14 and 15. */
  modification: v.object({ base: v.number(), vat: v.number() }),
  netBase: v.number(),
  /** Box 27. */
  totalVat: v.number(),
});
export type Vat303 = v.InferOutput<typeof Vat303Schema>;

export const VatBookIssuerSchema = v.object({ nif: v.string(), name: v.string() });

/** The back office's VAT book calls (owner only: `vat.book`); the book's file itself is VAT_BOOK_PATH. */
export const vatBookEndpoints = {
  manageVatBookIssuers: call('GET', '/manage/vat-book/issuers', v.array(VatBookIssuerSchema)),
  /** `?issuer=&year=&quarter=` (Vat303QuerySchema). */
  manageVat303: call('GET', '/manage/vat-book/303', Vat303Schema),
} as const;
