import type { AvailabilityLogEntry, ShopAvailability } from '../../api/contract/counter/availability';
import type { AvailabilityWrites } from '../data/availabilityWrites';
import type { ShopCatalogue } from '../data/shopCatalogue';
import type { WriteState } from './useWriteState';

/** What every tab of the availability panel works with. */
export interface TabProps {
  shop: string;
  timeZone: string;
  /** Undefined until the board has read it once. */
  availability: ShopAvailability | undefined;
  catalogue: ShopCatalogue | undefined;
  /** The server's time as the board reckons it. */
  now: Date;
  /** Changes are sent at once, never queued: offline, the controls wait. */
  online: boolean;
  writes: AvailabilityWrites;
  write: WriteState;
}

/** The panel's catalogue: on the device, still coming, or not to be had (offline, never read). */
export type CatalogueState = 'loading' | 'ready' | 'failed';

/** The shop's change log, newest first; undefined when it could not be read. */
export type LoadLog = () => Promise<AvailabilityLogEntry[] | undefined>;
