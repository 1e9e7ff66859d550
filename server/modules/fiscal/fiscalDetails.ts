import { eq } from 'drizzle-orm';
import type { FiscalDetails } from '../../../src/domain/fiscal/taxId';
import type { Executor } from '../../platform/db/transaction';
import { customers } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';

/** The refusal when a full invoice is asked for and no fiscal details are stored. */
export function fiscalDetailsMissing(): ApiFailure {
  return new ApiFailure(409, 'fiscal_details_missing', 'A full invoice needs your fiscal details (NIF, name and fiscal address): add them in Settings first.');
}

/** The customer's stored fiscal details, or null when none were given. */
export async function loadFiscalDetails(db: Executor, customerId: number): Promise<FiscalDetails | null> {
  const [row] = await db.select({ fiscal: customers.fiscal }).from(customers).where(eq(customers.id, customerId));
  return row?.fiscal ?? null;
}

/** Replaces the customer's fiscal details (validated and normalised by the contract); answers them as stored. */
export async function saveFiscalDetails(db: Executor, customerId: number, details: FiscalDetails): Promise<FiscalDetails> {
  const fiscal: FiscalDetails = { taxId: details.taxId, name: details.name, address: details.address, postalCode: details.postalCode, city: details.city };
  await db.update(customers).set({ fiscal }).where(eq(customers.id, customerId));
  return fiscal;
}

/** Removes the customer's fiscal details; invoices already issued keep their own copy of the recipient. */
export async function deleteFiscalDetails(db: Executor, customerId: number): Promise<null> {
  await db.update(customers).set({ fiscal: null }).where(eq(customers.id, customerId));
  return null;
}
