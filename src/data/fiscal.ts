import { CUSTOMER_DATA_MAX_AGE_MS } from '../domain/constants';
import type { FiscalDetails } from '../domain/fiscal/taxId';
import { useCustomerRow, type CustomerData } from './account';
import { fetchedResource } from './customer/sync';
import { db } from './db';
import { setFullInvoiceWanted } from './fullInvoiceChoice';
import { outbox } from './outbox';
import { FISCAL_ENTITY, storeFiscalDetails } from './outbox/fiscalEntity';
import type { WriteOutcome } from './outbox/sender';

export { FISCAL_ENTITY } from './outbox/fiscalEntity';

/** GET the customer's fiscal details into the mirror (null: known to have none). */
export const fiscalResource = fetchedResource('fiscal', CUSTOMER_DATA_MAX_AGE_MS, 'fiscal', (data, requestedAt) => storeFiscalDetails(db, data, requestedAt));

/** The signed-in customer's fiscal details from the Dexie mirror (opens offline); data null when none are stored. */
export function useFiscalDetails(): CustomerData<FiscalDetails | null> {
  return useCustomerRow(db.fiscal, fiscalResource);
}

/** Saves the fiscal details (already checked by the form): shown at once, sent through the outbox. */
export function saveFiscalDetails(details: FiscalDetails): Promise<WriteOutcome> {
  return outbox.enqueueAndWait({ endpoint: 'fiscalSave', body: details, entityKey: FISCAL_ENTITY });
}

/** Removes the fiscal details: gone at once, the removal sent through the outbox; no full invoice is asked for any more. */
export function deleteFiscalDetails(): Promise<WriteOutcome> {
  setFullInvoiceWanted(false);
  return outbox.enqueueAndWait({ endpoint: 'fiscalDelete', entityKey: FISCAL_ENTITY });
}
