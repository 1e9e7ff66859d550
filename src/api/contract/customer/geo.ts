import * as v from 'valibot';

export const CodeNameSchema = v.object({ code: v.string(), name: v.string() });
export type CodeName = v.InferOutput<typeof CodeNameSchema>;
export const CodeNameListSchema = v.array(CodeNameSchema);

export const TransportPriceLineSchema = v.object({ price: v.number(), priceNet: v.number(), priceVat: v.number() });
/** Parsed `conf`: free shipping at or above the threshold, else the first price. */
export const TransportConfSchema = v.object({
  freePriceGreaterThan: v.number(),
  prices: v.array(TransportPriceLineSchema),
});
export type TransportConf = v.InferOutput<typeof TransportConfSchema>;

/** Transport-price answer: `conf` is JSON text ('' means an empty object). */
export const TransportPriceSchema = v.object({
  active: v.boolean(),
  price: v.number(),
  priceNet: v.number(),
  priceVat: v.number(),
  conf: v.string(),
});
export type TransportPrice = v.InferOutput<typeof TransportPriceSchema>;
