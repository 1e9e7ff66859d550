import * as v from 'valibot';
import { call, callWithBody } from '../call';
import { LocationCodeSchema } from '../common';
import { FlexibleIdSchema } from '../input';

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD'));
const Euros = v.number();

export const CloseMethodSchema = v.picklist(['card', 'wallet', 'bizum', 'ritmitos', 'other']);

/** The figures of a shop's day: money by method (adding up to the invoices to the cent), ritmitos apart, numbering ranges. */
export const CloseFiguresSchema = v.object({
  methods: v.array(v.object({ method: CloseMethodSchema, count: v.number(), total: Euros })),
  invoicesTotal: Euros,
  vatTotal: Euros,
  sales: v.number(),
  corrections: v.number(),
  correctionsTotal: Euros,
  series: v.array(v.object({ series: v.string(), first: v.string(), last: v.string(), count: v.number() })),
  tickets: v.nullable(v.object({ first: v.number(), last: v.number(), count: v.number() })),
});

export const CloseRefundSchema = v.object({
  orderId: v.number(),
  orderCode: v.string(),
  /** ISO instant. */
  at: v.string(),
  total: Euros,
  money: Euros,
  reason: v.string(),
  /** Who made it (their e-mail); null when no member did. */
  by: v.nullable(v.string()),
});

export const CloseCorrectionSchema = v.object({ number: v.string(), type: v.string(), orderCode: v.string(), total: Euros, at: v.string() });

export const CloseAdjustmentSchema = v.object({ at: v.string(), by: v.string(), action: v.string(), subject: v.string() });

/** A paid order never collected by the close: the manager keeps it as sold or refunds it. */
export const NotCollectedSchema = v.object({
  orderId: v.number(),
  orderCode: v.string(),
  dailyNumber: v.nullable(v.number()),
  shopDate: v.nullable(v.string()),
  total: Euros,
  decision: v.picklist(['pending', 'keep', 'refunded']),
});
export type NotCollected = v.InferOutput<typeof NotCollectedSchema>;

/** A shop's day's close ("cierre de caja"), as taken: by a member, or automatically at closing time (`by` null). */
export const DayCloseSchema = v.object({
  shop: v.string(),
  date: v.string(),
  closedAt: v.string(),
  by: v.nullable(v.string()),
  figures: CloseFiguresSchema,
  refunds: v.array(CloseRefundSchema),
  corrections: v.array(CloseCorrectionSchema),
  adjustments: v.array(CloseAdjustmentSchema),
  notCollected: v.array(NotCollectedSchema),
});
export type DayClose = v.InferOutput<typeof DayCloseSchema>;

export const CloseDayBodySchema = v.object({ date: Day });
export const ClosesQuerySchema = v.object({ from: v.optional(Day), to: v.optional(Day) });
export type ClosesQuery = v.InferOutput<typeof ClosesQuerySchema>;
export const NotCollectedBodySchema = v.object({ decision: v.picklist(['keep'], 'The decision here is "keep"; a refund is made with the refund call') });

const SHOP = v.object({ code: LocationCodeSchema });
const ORDER = v.object({ orderId: FlexibleIdSchema });

/**
 * The back office's day's close calls ('day.close' per shop). A second close of a day is 409 `already_closed`
 * (the close taken stays as it was). `GET /manage/shops/:code/closes/:date/pdf` answers the close's PDF.
 */
export const closesEndpoints = {
  manageCloseDay: callWithBody('POST', '/manage/shops/:code/close-day', CloseDayBodySchema, DayCloseSchema, SHOP),
  /** `?from=&to=` shop days, both included (ClosesQuerySchema); newest first. */
  manageCloses: call('GET', '/manage/shops/:code/closes', v.array(DayCloseSchema), SHOP),
  manageNotCollected: callWithBody('POST', '/manage/orders/:orderId/not-collected', NotCollectedBodySchema, DayCloseSchema, ORDER),
} as const;
