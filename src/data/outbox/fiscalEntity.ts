import type { FiscalDetails } from '../../domain/fiscal/taxId';
import type { ApiClient } from '../../api/client';
import type { AppDb } from '../db';
import type { WriteEntity } from './entity';

export const FISCAL_ENTITY = 'fiscal';

/** Stores fiscal details the server answered, unless a change made since is still queued (it stays shown). */
export async function storeFiscalDetails(db: AppDb, fiscal: FiscalDetails | null, fetchedAt: number): Promise<void> {
  await db.transaction('rw', db.fiscal, db.outbox, async () => {
    if ((await db.outbox.where('entityKey').equals(FISCAL_ENTITY).count()) > 0) return;
    await db.fiscal.put({ key: 'current', data: fiscal, fetchedAt });
  });
}

async function refetchFiscalDetails(db: AppDb, client: ApiClient, now: number): Promise<void> {
  const answer = await client.call('fiscal');
  if (answer.wasOk && answer.status === 'ok') await storeFiscalDetails(db, answer.data, now);
}

/**
 * Fiscal details for full invoices: shown at once as saved or removed, the server's copy (normalised) taken
 * when it answers, and taken back from the server when a change is refused.
 */
export const fiscalEntity: WriteEntity = {
  endpoints: ['fiscalSave', 'fiscalDelete'],
  tables: (db) => [db.fiscal],
  async apply({ db, now }, write) {
    const data = write.endpoint === 'fiscalSave' ? (write.body as FiscalDetails) : null;
    await db.fiscal.put({ key: 'current', data, fetchedAt: now() });
  },
  async sent({ db, now }, _item, answer) {
    if (answer !== undefined) await storeFiscalDetails(db, answer as FiscalDetails | null, now());
  },
  async revert({ db, client, now }) {
    await refetchFiscalDetails(db, client, now());
  },
};
