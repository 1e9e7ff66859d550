import type { Account } from '../../api/contract';
import type { WriteEntity } from './entity';
import { accountWithPendingWrites, refetchAccount, storeAccount } from './mirror';

export const ACCOUNT_ENTITY = 'account';
export const PREFERENCES_ENTITY = 'preferences';

/**
 * Contact details and preferences: shown at once in the account row, the server's answer laid over it
 * (with later unsent changes kept), and the server's copy taken back when a change is refused.
 */
export const accountEntity: WriteEntity = {
  endpoints: ['accountPatch', 'preferencesPatch'],
  tables: (db) => [db.account],
  async apply({ db }, write) {
    await db.account.where('key').equals('current').modify((row) => {
      row.data = accountWithPendingWrites(row.data, [write]);
    });
  },
  async sent({ db, now }, _item, answer) {
    if (answer) await storeAccount(db, answer as Account, now());
  },
  async revert({ db, client, now }) {
    await refetchAccount(db, client, now());
  },
};
