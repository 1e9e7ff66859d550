import type { EndpointName, HomeData, Language } from '../../api/contract';
import type { ShopAvailability } from '../../api/contract/customer/shopAvailability';
import { AVAILABILITY_MAX_AGE_MS } from '../../domain/constants';
import { fillFirstScreenHome } from '../../domain/catalogue/fillFirstScreenHome';
import { fillProductPageHome } from '../../domain/catalogue/fillProductPageHome';
import type { AnswerData } from '../../api/contract/answerData';
import type { ReferenceTableName } from '../db';
import type { BootSeed } from '../bootDataShape';

/**
 * One piece of reference data the app keeps in Dexie: which call fills it, and which row holds it.
 * `key` (`table:rowKey`) names it in the freshness stamps, the engine's de-duplication and its status.
 */
export type Resource<T = unknown> = {
  key: string;
  table: ReferenceTableName;
  rowKey: string;
  endpoint: EndpointName;
  params?: Record<string, string>;
  /** Turns the answer's data into what the row stores. */
  select: (data: never) => T;
  /** Older than this, the copy is stale (the reference rule's 600 s when absent). */
  maxAgeMs?: number;
  /** A copy that arrives is stored only when it is not older than the stored one (answers and pushes can cross). */
  isOlder?(arriving: T, stored: T): boolean;
  /**
   * A partial seed's data completed from an older whole row (what the partial seed left out);
   * `complete` is false when some of it is still missing.
   */
  fillPartial?(partial: T, stored: T, seed: BootSeed): { data: T; complete: boolean };
};

function resource<N extends EndpointName, T>(
  table: ReferenceTableName,
  rowKey: string,
  endpoint: N,
  select: (data: AnswerData<N>) => T,
  params?: Record<string, string>,
): Resource<T> {
  return { key: `${table}:${rowKey}`, table, rowKey, endpoint, params, select: select as (data: never) => T };
}

/** Location codes are matched case-insensitively; the row key uses the upper-cased code. */
export function homeRowKey(lang: Language, locationCode: string): string {
  return `${lang}:${locationCode.toUpperCase()}`;
}

/**
 * The catalogue rows are the same for everyone on the phone: a signed-in customer's purchases in the
 * answer are left out here (they are kept in their own row, src/data/purchases.ts).
 */
function sharedHome({ purchases: _purchases, ...home }: HomeData): HomeData {
  return { ...home, productsPurchased: {} };
}

/** Availability copies carry the server's time: the copy read later is the newer, whatever the phone's clock says. */
const availabilityIsOlder = (arriving: ShopAvailability, stored: ShopAvailability) => Date.parse(arriving.serverTime) < Date.parse(stored.serverTime);

/**
 * True when a document's seed is older than the row Dexie holds by the resource's own rule (a kept
 * document's availability against what the live stream stored since), so neither the first render nor
 * adoptSeeds lets it hide the newer row.
 */
export function isOlderSeed(seed: Pick<BootSeed, 'table' | 'data'>, stored: unknown): boolean {
  return seed.table === 'availability' && availabilityIsOlder(seed.data as ShopAvailability, stored as ShopAvailability);
}

export const resources = {
  home: (lang: Language, locationCode: string): Resource<HomeData> => ({
    ...resource('homes', homeRowKey(lang, locationCode), 'homeWapp', sharedHome, { code: locationCode }),
    fillPartial: (partial, stored, { productPage }) =>
      productPage === undefined ? fillFirstScreenHome(partial, stored) : fillProductPageHome(partial, stored, productPage),
  }),
  locations: (lang: Language) => resource('locations', lang, 'locations', (data) => data),
  productExtras: (lang: Language) => resource('productExtras', lang, 'productExtras', (dic) => dic.list),
  page: (lang: Language, pageCode: string) =>
    resource('pages', `${lang}:${pageCode}`, 'page', (data) => data, { pageCode }),
  recipes: (lang: Language) => resource('recipes', lang, 'recipes', (data) => data),
  provinces: (lang: Language) => resource('provinces', lang, 'provinces', (data) => data),
  cities: (lang: Language, provinceCode: string) =>
    resource('cities', `${lang}:${provinceCode}`, 'cities', (data) => data, { provinceCode }),
  /** One shop's availability, the same in every language; its live stream keeps the row current while watched. */
  availability: (locationCode: string): Resource<ShopAvailability> => ({
    ...resource('availability', locationCode.toUpperCase(), 'shopAvailability', (data) => data, { code: locationCode }),
    maxAgeMs: AVAILABILITY_MAX_AGE_MS,
    isOlder: availabilityIsOlder,
  }),
};
