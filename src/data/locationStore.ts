import { useSyncExternalStore } from 'react';
import { LOCATION_COOKIE } from '../domain/constants';
import { refreshKeptDocument } from './refreshKeptDocument';
import { bootData } from './bootData';

/** Local-storage keys: `location` (upper-cased code) and `location_id`. */
export const LOCATION_KEY = 'location';
export const LOCATION_ID_KEY = 'location_id';

const LOCATION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function writeLocationCookie(code: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = code
    ? `${LOCATION_COOKIE}=${encodeURIComponent(code.toUpperCase())}; path=/; max-age=${LOCATION_COOKIE_MAX_AGE}; SameSite=Lax`
    : `${LOCATION_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** A location saved before the cookie existed (or with cookies cleared) gets its cookie back. */
export function mirrorLocationCookie(): void {
  const { code } = readStoredLocation();
  const cookie = document.cookie.split(';').some((part) => part.trim().startsWith(`${LOCATION_COOKIE}=${code ?? ''}`));
  if (code && !cookie) writeLocationCookie(code);
}

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
  writeLocationCookie(code);
  refreshKeptDocument();
  changed();
}

export function clearStoredLocation(): void {
  try {
    localStorage.removeItem(LOCATION_KEY);
    localStorage.removeItem(LOCATION_ID_KEY);
  } catch {
    // nothing stored
  }
  writeLocationCookie(null);
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

let rendered: { from: ReturnType<typeof bootData>; location: StoredLocation } | undefined;

/** The location the server rendered the document for: what the hydration must render too. */
function renderedLocation(): StoredLocation {
  const boot = bootData();
  if (!boot) return readStoredLocation();
  if (rendered?.from !== boot) rendered = { from: boot, location: { code: boot.locationCode.toUpperCase(), id: boot.locationId } };
  return rendered.location;
}

/** The saved location, re-rendering when it changes (also from another tab). */
export function useStoredLocation(): StoredLocation {
  return useSyncExternalStore(subscribe, readStoredLocation, renderedLocation);
}
