import { useEffect, useMemo, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import type { CodeName, HomeData, Location, Page, ProductExtra, Recipe } from '../api/contract';
import type { ShopAvailability } from '../api/contract/customer/shopAvailability';
import { LocationCodeSchema, PageCodeSchema } from '../api/contract/common';
import { currentLanguage } from '../i18n';
import { bootSeed, type BootSeed } from './bootData';
import { catalogueHome } from './catalogueHome';
import type { Loadable } from './loadable';
import { useOnlineStatus } from './online';
import { syncEngine } from './runtime';
import { isOlderSeed, resources, type Resource } from './sync/resources';
import { useStoredQuery } from './useStoredQuery';

export type { Loadable } from './loadable';

type Lookup<T> = Loadable<T> & { notFound: boolean };

const UNAVAILABLE = { data: undefined, state: 'unavailable', notFound: false } as const;

/**
 * Reads a resource from Dexie (live) and asks the sync engine to refresh it when older than 600 s.
 * Query and effect depend on the sync key, which names the resource; coming back online retries.
 */
export function useReference<T>(resource: Resource<T> | undefined): Lookup<T> {
  const syncKey = resource?.key;
  const stored = useStoredQuery(async (db) => {
    if (!resource) return undefined;
    const [row, stamp] = await Promise.all([
      db.referenceTable(resource.table).get(resource.rowKey),
      db.syncStamps.get(resource.key),
    ]);
    return { key: resource.key, row, notFound: stamp?.notFound === true };
  }, [syncKey]);
  const readStatus = () => (syncKey ? syncEngine.status.get(syncKey) : 'idle');
  const status = useSyncExternalStore(syncEngine.status.subscribe, readStatus, readStatus);
  const online = useOnlineStatus();

  useEffect(() => {
    if (!resource) return undefined;
    const unwatch = syncEngine.watch(resource);
    void syncEngine.refresh(resource);
    return unwatch;
    // Keyed on the resource's key (a new object naming the same resource is not a new watch); coming back
    // online refreshes at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [syncKey, online]);

  // The server-rendered document's data: what the first render (and the hydration) shows until Dexie
  // answers with something newer. Both stamps are on the phone's clock (see seedsOnPhoneClock).
  const seed = bootSeed(syncKey);
  // The live query keeps the previous key's answer until the new query resolves: never show it.
  const current = stored?.key === syncKey ? stored : undefined;
  const row = current?.row;
  const seedIsNewer = seed !== undefined && (!row || (seed.fetchedAt > row.fetchedAt && !isOlderSeed(seed, row.data)));
  // A partial seed over an older whole row: the seed's data, completed from the row. Kept while both are.
  const filled = useMemo(
    () => (seed?.partial && seedIsNewer && row && resource?.fillPartial ? resource.fillPartial(seed.data as T, row.data as T, seed) : undefined),
    [resource, seed, seedIsNewer, row],
  );

  if (!resource) return UNAVAILABLE;
  const unreachable = status === 'failed' || status === 'offline' || !online;
  const fromSeed = ({ fetchedAt, productPage }: BootSeed, data: T, complete: boolean): Lookup<T> => ({
    data,
    state: 'ready',
    fetchedAt,
    notFound: false,
    ...(!complete && { partial: unreachable || current?.notFound ? 'unavailable' : 'loading', ...(productPage !== undefined && { productPage }) }),
  });
  const seeded = seed && fromSeed(seed, seed.data as T, !seed.partial);
  if (!current) return seeded ?? { data: undefined, state: 'loading', notFound: false };
  if (row && !seedIsNewer) return { data: row.data as T, state: 'ready', fetchedAt: row.fetchedAt, notFound: false };
  if (filled && seed) return fromSeed(seed, filled.data, filled.complete);
  if (seeded) return seeded;
  if (current.notFound) return { data: undefined, state: 'unavailable', notFound: true };
  if (unreachable) return UNAVAILABLE;
  return { data: undefined, state: 'loading', notFound: false };
}

function withoutNotFound<T>({ notFound: _notFound, ...loadable }: Lookup<T>): Loadable<T> {
  return loadable;
}

/** Catalogue, menus, schedule and config of one location (GET /customer/{code}/home-wapp). */
export function useHomeData(locationCode: string): Loadable<HomeData> {
  const lang = currentLanguage();
  const valid = v.is(LocationCodeSchema, locationCode);
  const resource = useMemo(() => (valid ? resources.home(lang, locationCode) : undefined), [lang, locationCode, valid]);
  return withoutNotFound(useReference(resource));
}

/** The home for the screens that list every product (src/data/catalogueHome.ts). */
export function useCatalogueHome(locationCode: string): Loadable<HomeData> {
  return catalogueHome(useHomeData(locationCode));
}

export function useLocations(): Loadable<Location[]> {
  const lang = currentLanguage();
  return withoutNotFound(useReference(useMemo(() => resources.locations(lang), [lang])));
}

export function useProductExtras(): Loadable<ProductExtra[]> {
  const lang = currentLanguage();
  return withoutNotFound(useReference(useMemo(() => resources.productExtras(lang), [lang])));
}

/** A content page; `notFound` when the server answered 404 or the code cannot be a page code. */
export function usePage(pageCode: string): Loadable<Page> & { notFound: boolean } {
  const lang = currentLanguage();
  const valid = v.is(PageCodeSchema, pageCode);
  const result = useReference(useMemo(() => (valid ? resources.page(lang, pageCode) : undefined), [lang, pageCode, valid]));
  return valid ? result : { ...result, notFound: true };
}

export function useRecipes(): Loadable<Recipe[]> {
  const lang = currentLanguage();
  return withoutNotFound(useReference(useMemo(() => resources.recipes(lang), [lang])));
}

/** Provinces for the address form (a later issue); stored like every other dictionary. */
export function useProvinces(): Loadable<CodeName[]> {
  const lang = currentLanguage();
  return withoutNotFound(useReference(useMemo(() => resources.provinces(lang), [lang])));
}

/** A shop's availability as stored (src/data/availability.ts keeps it live while a screen shows it). */
export function useStoredAvailability(locationCode: string): Loadable<ShopAvailability> {
  const valid = v.is(LocationCodeSchema, locationCode);
  return withoutNotFound(useReference(useMemo(() => (valid ? resources.availability(locationCode) : undefined), [locationCode, valid])));
}
