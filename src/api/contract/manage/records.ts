import * as v from 'valibot';
import { LocalizedTextSchema } from '../common';

/**
 * The field rules a catalogue record obeys wherever it is written: the back office's forms, its API, the
 * catalogue file `npm run catalogue:import` reads, and the operator API's import. Limits follow the
 * columns (integer, numeric(10,2)).
 */
export const L = LocalizedTextSchema;
/** A name customers read: Spanish is the language every text falls back to, so it cannot be empty. */
export const NameSchema = v.pipe(
  L,
  v.check((text) => text.es.trim() !== '', 'Write the name in Spanish'),
);
export const Int = v.pipe(v.number(), v.integer(), v.minValue(-2_147_483_648), v.maxValue(2_147_483_647));
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647));

/** Gross euros, VAT included: never below 0, at most two decimals (cents). */
export const MoneySchema = v.pipe(
  v.number('A price is a number of euros'),
  v.minValue(0, 'A price cannot be below 0'),
  v.maxValue(99_999_999.99),
  v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most two decimals (cents)'),
);

export const ProductCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Product codes are 1–40 letters, digits, "-" or "_"'));

export const VatTypeSchema = v.picklist([1, 2, 3], 'VAT type 1 (21 %), 2 (10 %) or 3 (4 %)');
