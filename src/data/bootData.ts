import { BOOT_DATA_ID } from './document/documentIds';
import type { BootData, BootSeed } from './bootDataShape';
import { resources } from './sync/resources';

export type { BootData, BootSeed } from './bootDataShape';

let current: BootData | null | undefined;

/**
 * The seeds' stamps on the phone's clock. The server stamps a seed with its own clock, the sync engine a
 * fetched row with the phone's; with the phone behind the server, a seed would look newer than any row
 * fetched after it and hide it (in useReference, in adoptSeeds, and in the 600 s rule). A seed is never
 * newer than the page that carries it, so its stamp is at most the phone's load time: every row fetched
 * from now on wins over it, whatever the phone's clock. Never raised: a kept (older) document's seed must
 * not look fresher than what Dexie already holds.
 */
export function seedsOnPhoneClock(data: BootData, loadedAt: number): BootData {
  return { ...data, seeds: data.seeds.map((seed) => (seed.fetchedAt > loadedAt ? { ...seed, fetchedAt: loadedAt } : seed)) };
}

/** The availability the document carries, also as the seed of its row, stamped when the server read it. */
function withAvailabilitySeed(data: BootData): BootData {
  const { availability } = data;
  if (!availability) return data;
  const resource = resources.availability(availability.shop);
  if (data.seeds.some((seed) => seed.syncKey === resource.key)) return data;
  const seed: BootSeed = { syncKey: resource.key, table: resource.table, rowKey: resource.rowKey, data: availability, fetchedAt: Date.parse(availability.serverTime) };
  return { ...data, seeds: [...data.seeds, seed] };
}

function readFromDocument(): BootData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  const loadedAt = Date.now();
  try {
    const data = JSON.parse(text) as BootData;
    return Array.isArray(data.seeds) ? seedsOnPhoneClock(withAvailabilitySeed(data), loadedAt) : data;
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
  current = data && withAvailabilitySeed(data);
}

/** The embedded row of a resource, if the document carried it. */
export function bootSeed(syncKey: string | undefined): BootSeed | undefined {
  if (syncKey === undefined) return undefined;
  return bootData()?.seeds.find((seed) => seed.syncKey === syncKey);
}
