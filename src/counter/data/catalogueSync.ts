import { HEADERS } from '../../api/contract/common';
import { SyncEngine, type SyncClock } from '../../data/sync/engine';
import type { StaffApi } from '../../api/staffClient';
import type { StaffDb } from './db';
import { catalogueKey, catalogueOf, type CatalogueLanguage } from './shopCatalogue';

export type CatalogueResource = { key: string; shop: string; language: CatalogueLanguage };

export const catalogueResourceOf = (shop: string, language: CatalogueLanguage): CatalogueResource => ({ key: catalogueKey(shop, language), shop, language });

export type CatalogueOutcome = 'updated' | 'fresh' | 'failed' | 'offline';

/** A catalogue changes by import, a few times a day at most: the panel's copy is read again after this long. */
export const CATALOGUE_MAX_AGE_MS = 15 * 60_000;

export type StaffCatalogueSyncDeps = SyncClock & {
  db: StaffDb;
  /** Calls without the staff token: the catalogue is the customers' public one. */
  publicApi: StaffApi;
};

/** The shop's catalogue for the availability panel (its products, categories and extras), read from the customers' reference calls. */
export class StaffCatalogueSync extends SyncEngine<CatalogueResource, CatalogueOutcome, never, StaffCatalogueSyncDeps> {
  protected async run(resource: CatalogueResource, force?: boolean): Promise<CatalogueOutcome> {
    const { db, publicApi } = this.deps;
    const kept = await db.catalogues.get(resource.key);
    if (!force && kept && this.now() - kept.readAt < CATALOGUE_MAX_AGE_MS) return 'fresh';
    if (!this.isOnline()) return 'offline';
    const headers = { [HEADERS.language]: resource.language };
    const [home, extras] = await Promise.all([
      publicApi.call('homeWapp', { params: { code: resource.shop }, headers }),
      publicApi.call('productExtras', { headers }),
    ]);
    if (!home.ok || !extras.ok) return 'failed';
    await db.catalogues.put({ key: resource.key, readAt: this.now(), ...catalogueOf(resource.shop, home.data, extras.data.list, resource.language) });
    return 'updated';
  }
}
