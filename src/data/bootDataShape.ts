import type { Language } from '../api/contract';
import type { ShopAvailability } from '../api/contract/customer/shopAvailability';
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
  /**
   * Only what the first screen reads (the catalogue's home without its products' details, or a product
   * page's: productPage): never stored, and no reason not to fetch the whole row.
   */
  partial?: boolean;
  /**
   * A product page's partial home (src/domain/catalogue/productPageHome.ts): the code of the product it holds
   * whole. It lists no other product but those the page suggests, as the catalogue's cards show them.
   */
  productPage?: string;
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
  /** The route the server rendered (a shared product's, src/domain/catalogue/sharedProductLink.ts); absent: the catalogue at `/`. */
  routePath?: string;
  /**
   * The shop's availability the render saw (sold out, pause, extra wait, live stock); serverTime is when it
   * was read. The first render shows it, and it seeds its Dexie row (src/data/bootData.ts).
   */
  availability?: ShopAvailability;
  seeds: BootSeed[];
  translations: Record<string, Record<string, unknown>>;
};

export { BOOT_DATA_ID } from './document/documentIds';
