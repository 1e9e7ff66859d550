import { useSyncExternalStore } from 'react';
import { NO_ALLERGEN_FILTER, parseAllergenFilter, type AllergenFilter } from '../domain/catalogue/allergenFilter';

/** Local-storage key of the customer's allergen filter: a device preference, as the chosen location is. */
export const ALLERGEN_FILTER_KEY = 'allergen_filter';

const listeners = new Set<() => void>();
let snapshot: AllergenFilter | undefined;

function read(): AllergenFilter {
  try {
    const saved = localStorage.getItem(ALLERGEN_FILTER_KEY);
    return saved ? parseAllergenFilter(JSON.parse(saved)) : NO_ALLERGEN_FILTER;
  } catch {
    return NO_ALLERGEN_FILTER; // storage blocked or unreadable: no filter
  }
}

function changed(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function readAllergenFilter(): AllergenFilter {
  snapshot ??= read();
  return snapshot;
}

export function storeAllergenFilter(filter: AllergenFilter): void {
  try {
    if (filter.excluded.length === 0 && filter.mode === NO_ALLERGEN_FILTER.mode && !filter.traces) localStorage.removeItem(ALLERGEN_FILTER_KEY);
    else localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify(filter));
  } catch {
    // storage blocked: the filter lasts for this page only
    snapshot = filter;
    for (const listener of listeners) listener();
    return;
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  // The first screen to show it since none did reads the device again (another tab may have changed it meanwhile).
  if (listeners.size === 0 && snapshot !== undefined) {
    snapshot = undefined;
    queueMicrotask(() => listeners.forEach((other) => other()));
  }
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ALLERGEN_FILTER_KEY || event.key === null) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverFilter = () => NO_ALLERGEN_FILTER;

/**
 * The saved allergen filter, re-rendering when it changes (also from another tab). The server's render and
 * the hydration have none (the server cannot read the device): the filter applies in the render after.
 */
export function useAllergenFilter(): AllergenFilter {
  return useSyncExternalStore(subscribe, readAllergenFilter, serverFilter);
}
