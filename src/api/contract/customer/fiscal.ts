import * as v from 'valibot';
import { isValidTaxId, normaliseTaxId } from '../../../domain/fiscal/taxId';
import { TextSchema } from '../input';

const requiredText = (max: number, message: string) => v.pipe(TextSchema, v.trim(), v.minLength(1, message), v.maxLength(max, message));

/** A customer's fiscal details for full invoices: a Spanish NIF, NIE or CIF whose check holds, name and fiscal address. */
export const FiscalDetailsSchema = v.object({
  taxId: v.pipe(TextSchema, v.transform(normaliseTaxId), v.check(isValidTaxId, 'The NIF, NIE or CIF is not valid (its check letter or digit does not match).')),
  name: requiredText(120, 'The name or company name is 1 to 120 characters.'),
  address: requiredText(200, 'The fiscal address is 1 to 200 characters.'),
  postalCode: v.pipe(TextSchema, v.trim(), v.regex(/^\d{5}$/, 'The postal code is 5 digits.')),
  city: requiredText(80, 'The city is 1 to 80 characters.'),
});
export type FiscalDetailsBody = v.InferOutput<typeof FiscalDetailsSchema>;

/** A customer's stored fiscal details as the server answers them (checked when they were saved). */
export const FiscalDetailsAnswerSchema = v.object({
  taxId: v.string(),
  name: v.string(),
  address: v.string(),
  postalCode: v.string(),
  city: v.string(),
});

/** An invoice number of the F or R series (F2026-000001). */
export const InvoiceNumberSchema = v.pipe(v.string(), v.regex(/^[FR]\d{4}-\d{6}$/, 'The invoice number is like F2026-000001.'));
