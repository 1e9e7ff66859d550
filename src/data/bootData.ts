import type { Language } from '../api/contract';
import { BOOT_DATA_ID } from '../ssr/routeGuard';
import type { ReferenceTableName } from './db';

/** A reference row the server rendered the first screen from, stored as the sync engine stores it. */
export type BootSeed = {
  syncKey: string;
  table: ReferenceTableName;
  rowKey: string;
  data: unknown;
  /** When the server read the data (ms since the epoch): the row's freshness stamp. */
  fetchedAt: number;
  etag?: string | undefined;
};

/**
 * What the server-rendered document carries (script#boot-data): the variant it was rendered for, the
 * data that render used and the translations it needed, so the app hydrates instead of fetching.
 */
export type BootData = {
  language: Language;
  locationCode: string;
  locationId: number;
  /** The cookie banner was left out of the render (a valid consent cookie). */
  consent: boolean;
  seeds: BootSeed[];
  translations: Record<string, Record<string, unknown>>;
};

export { BOOT_DATA_ID } from '../ssr/routeGuard';

let current: BootData | null | undefined;

function readFromDocument(): BootData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return null; // a damaged document: start as if nothing were embedded
  }
}

/** The document's boot data (read once), or what the server set for the render under way. */
export function bootData(): BootData | null {
  current ??= readFromDocument();
  return current;
}

/** Server rendering: the boot data of the next (synchronous) render. */
export function setBootData(data: BootData | null): void {
  current = data;
}

/** The embedded row of a resource, if the document carried it. */
export function bootSeed(syncKey: string | undefined): BootSeed | undefined {
  if (syncKey === undefined) return undefined;
  return bootData()?.seeds.find((seed) => seed.syncKey === syncKey);
}
