import * as v from 'valibot';

/**
 * A line of an order refused 409 `product_unavailable`: its position in the body's `products`, its
 * product, and how many units it can keep (0: none left, sold out, or not sold at the shop).
 */
export const ShortLineSchema = v.object({
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  code: v.string(),
  available: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ShortLine = v.InferOutput<typeof ShortLineSchema>;

export const ApiErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  field: v.optional(v.string()),
  /** `product_unavailable` only: every line of the order beyond what the shop has, or sold out. */
  lines: v.optional(v.array(ShortLineSchema)),
  /** `shop_paused` only: when the pause ends (ISO); null while it lasts until undone. */
  pausedUntil: v.optional(v.nullable(v.string())),
  /** `slot_full` only: the first later pick-up time with room (ISO); null when none is left today. */
  nextFreeSlot: v.optional(v.nullable(v.string())),
});
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

/** Envelope of every answer (`{ wasOk, data?, error? }`. */
export function envelope<T extends v.GenericSchema>(data: T) {
  return v.object({
    wasOk: v.boolean(),
    data: v.optional(data),
    error: v.optional(ApiErrorSchema),
  });
}

export const LanguageSchema = v.picklist(['es', 'en']);
export type Language = v.InferOutput<typeof LanguageSchema>;
export const LANGUAGES: readonly Language[] = ['es', 'en'];

/** Text in both languages, used where the spec keeps titles per language (product extras). */
export const LocalizedTextSchema = v.object({ es: v.string(), en: v.string(), ca: v.optional(v.string()) });
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

/** Location code in a path: letters and digits, 2–20 characters (va01, ONLINE). */
export const LocationCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{2,20}$/, 'Invalid location code'));
/** Page codes: lower-case words joined by dashes or underscores. */
export const PageCodeSchema = v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,60}$/, 'Invalid page code'));
/** Province codes are the two-digit INE codes (01–52). */
export const ProvinceCodeSchema = v.pipe(v.string(), v.regex(/^(0[1-9]|[1-4][0-9]|5[0-2])$/, 'Invalid province code'));
/** City codes are the five-digit INE municipality codes. */
export const CityCodeSchema = v.pipe(v.string(), v.regex(/^[0-9]{5}$/, 'Invalid city code'));

/** Request headers (names used by the client and read by the server). */
export const HEADERS = {
  language: 'X-Language',
  locationId: 'X-Location-Id',
  appCode: 'X-App-Code',
  internalCode: 'X-Internal-Code',
  /** Client-made id of an offline write; the server answers a replay with the first answer. */
  clientMutationId: 'X-Client-Mutation-Id',
  /** Support login (login-emulate) is allowed only for requests carrying the configured secret. */
  supportSecret: 'X-Support-Secret',
  /** Order creation: a retry with the same key returns the first answer and creates nothing. */
  idempotencyKey: 'Idempotency-Key',
} as const;
