import { BOOT_DATA_ID } from '../ssr/routeGuard';

export type { BootData, BootSeed } from './bootDataShape';
import type { BootData, BootSeed } from './bootDataShape';


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
