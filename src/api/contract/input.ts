import * as v from 'valibot';

/**
 * Text the database can keep as it was sent: no NUL character (PostgreSQL text refuses U+0000) and
 * well-formed UTF-16, so no half of a surrogate pair without its other half (it has no UTF-8 form, and
 * PostgreSQL's JSON refuses its escape). A regex, not a check function: the first-load chunk already
 * carries valibot's regex action.
 */
export const STORABLE_TEXT = /^(?![\s\S]*?(?:\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]))/;
export const STORABLE_TEXT_MESSAGE = 'The text holds a NUL character or a broken Unicode character.';

/** Whether `text` can be stored as sent (see STORABLE_TEXT). */
export function isStorableText(text: string): boolean {
  return STORABLE_TEXT.test(text);
}

/** Any text a request carries to the database: pipe more actions after it (trim, lengths, patterns). */
export const TextSchema = v.pipe(v.string(), v.regex(STORABLE_TEXT, STORABLE_TEXT_MESSAGE));

/** The largest id the database's integer columns hold (2^31 − 1). */
export const DATABASE_ID_MAX = 2_147_483_647;
const ID_RANGE_MESSAGE = `An id is a whole number from 1 to ${DATABASE_ID_MAX}.`;

/** The id of a stored row in a JSON body: a whole number in the database's id range. */
export const IdSchema = v.pipe(v.number(), v.integer(ID_RANGE_MESSAGE), v.minValue(1, ID_RANGE_MESSAGE), v.maxValue(DATABASE_ID_MAX, ID_RANGE_MESSAGE));

/** A whole number as digits (a path parameter, a form field) or as a JSON number. */
const FlexibleWholeNumberSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/, ID_RANGE_MESSAGE), v.transform(Number))], ID_RANGE_MESSAGE),
  v.integer(ID_RANGE_MESSAGE),
);

/** The id of a stored row as a path parameter or a form field, where it arrives as digits. */
export const FlexibleIdSchema = v.pipe(FlexibleWholeNumberSchema, v.minValue(1, ID_RANGE_MESSAGE), v.maxValue(DATABASE_ID_MAX, ID_RANGE_MESSAGE));

/** An address id in its save call: 0 for a new address, else the id of the one to change. */
export const NewOrFlexibleIdSchema = v.pipe(
  FlexibleWholeNumberSchema,
  v.minValue(0, `The id is 0 for a new one, else a whole number from 1 to ${DATABASE_ID_MAX}.`),
  v.maxValue(DATABASE_ID_MAX, ID_RANGE_MESSAGE),
);
