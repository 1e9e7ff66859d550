import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { availabilityResourceOf, type AvailabilityFeedState } from '../data/availabilitySync';
import { catalogueResourceOf } from '../data/catalogueSync';
import type { StoredAvailability, StoredCatalogue } from '../data/db';
import type { CatalogueLanguage } from '../data/shopCatalogue';
import { staffAvailabilitySync, staffCatalogueSync, staffDb } from '../runtime';
import type { CatalogueState } from './panelProps';

/** The shop's availability as the board keeps it (undefined until first read), followed while the screen shows it, and its stream's state. */
export function useShopAvailability(shop: string): { availability: StoredAvailability | undefined; feed: AvailabilityFeedState | 'idle' } {
  const resource = useMemo(() => availabilityResourceOf(shop), [shop]);
  useEffect(() => staffAvailabilitySync.watch(resource), [resource]);
  const availability = useLiveQuery(() => staffDb.availability.get(shop), [shop]);
  const read = useCallback(() => staffAvailabilitySync.status.get(resource.key), [resource]);
  const feed = useSyncExternalStore(staffAvailabilitySync.status.subscribe, read, read);
  return { availability, feed };
}

/** The shop's catalogue for the panel: what the device holds at once, read again when old. */
export function useShopCatalogue(shop: string, language: CatalogueLanguage): { catalogue: StoredCatalogue | undefined; state: CatalogueState } {
  const resource = useMemo(() => catalogueResourceOf(shop, language), [shop, language]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setFailed(false);
    void staffCatalogueSync
      .refresh(resource)
      .catch(() => 'failed' as const)
      .then((outcome) => {
        if (current) setFailed(outcome === 'failed' || outcome === 'offline');
      });
    return () => {
      current = false;
    };
  }, [resource]);
  const catalogue = useLiveQuery(() => staffDb.catalogues.get(resource.key), [resource.key]);
  return { catalogue, state: catalogue ? 'ready' : failed ? 'failed' : 'loading' };
}
