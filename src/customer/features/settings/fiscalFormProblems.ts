import * as v from 'valibot';
import { FiscalDetailsSchema } from '../../../api/contract/customer/fiscal';
import type { FiscalDetails } from '../../../domain/fiscal/taxId';

export type FiscalField = keyof FiscalDetails;
export const FISCAL_FIELDS: readonly FiscalField[] = ['taxId', 'name', 'address', 'postalCode', 'city'];

/**
 * The fields the server would refuse, by the same schema it checks with (the NIF, NIE or CIF's check
 * letter or digit included); the details as they would be stored when none is wrong.
 */
export function checkFiscalForm(values: FiscalDetails): { problems: ReadonlySet<FiscalField>; details?: FiscalDetails } {
  const parsed = v.safeParse(FiscalDetailsSchema, values);
  if (parsed.success) return { problems: new Set(), details: parsed.output };
  const problems = new Set<FiscalField>();
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue);
    if (field && (FISCAL_FIELDS as readonly string[]).includes(field)) problems.add(field as FiscalField);
  }
  return { problems };
}
