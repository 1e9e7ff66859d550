import { useSyncExternalStore } from 'react';

/** Local-storage keys of spec §3: `location` (upper-cased code) and `location_id`. */
export const LOCATION_KEY = 'location';
export const LOCATION_ID_KEY = 'location_id';

export type StoredLocation = { code: string | null; id: number | null };

const listeners = new Set<() => void>();
let snapshot: StoredLocation | undefined;

function read(): StoredLocation {
  try {
    const code = localStorage.getItem(LOCATION_KEY);
    const id = Number(localStorage.getItem(LOCATION_ID_KEY));
    return { code: code ? code.toUpperCase() : null, id: Number.isInteger(id) && id > 0 ? id : null };
  } catch {
    return { code: null, id: null }; // storage blocked (private mode): behave as nothing saved
  }
}

function changed(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function readStoredLocation(): StoredLocation {
  snapshot ??= read();
  return snapshot;
}

export function storeLocation(code: string, id: number | null): void {
  try {
    localStorage.setItem(LOCATION_KEY, code.toUpperCase());
    if (id !== null) localStorage.setItem(LOCATION_ID_KEY, String(id));
    else localStorage.removeItem(LOCATION_ID_KEY);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  changed();
}

export function clearStoredLocation(): void {
  try {
    localStorage.removeItem(LOCATION_KEY);
    localStorage.removeItem(LOCATION_ID_KEY);
  } catch {
    // nothing stored
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCATION_KEY || event.key === LOCATION_ID_KEY || event.key === null) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved location, re-rendering when it changes (also from another tab). */
export function useStoredLocation(): StoredLocation {
  return useSyncExternalStore(subscribe, readStoredLocation, readStoredLocation);
}
