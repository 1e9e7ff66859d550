import { currentLanguage } from '../i18n';
import { OrderRefusedError } from './orders/submission';
import { syncEngine } from './runtime';
import { refreshAccount } from './account';
import { resources } from './sync/resources';

/** Refusals that mean the app's copy of the catalogue is out of date: prices changed, or a product is no longer sold. */
const CATALOGUE_REFUSALS = new Set(['price_mismatch', 'product_unavailable']);

/**
 * The server recomputed the order from its catalogue and it differs from the cart's (409 price_mismatch,
 * spec §4), or a product in it is no longer sold at the shop (409 product_unavailable).
 */
export function isPriceMismatch(error: unknown): boolean {
  return error instanceof OrderRefusedError && CATALOGUE_REFUSALS.has(error.code);
}

/**
 * After a price_mismatch: fetch at once (not after the 600 s rule) what the server priced with — the
 * location's catalogue, the extras dictionary and the customer's ritmitos — so the cart reprices from it.
 * Resolves false when the catalogue could not be fetched (offline, server down).
 */
export async function refreshCartCatalogue(locationCode: string): Promise<boolean> {
  const lang = currentLanguage();
  const [home, extras] = await Promise.all([
    syncEngine.refresh(resources.home(lang, locationCode), { force: true }),
    syncEngine.refresh(resources.productExtras(lang), { force: true }),
    refreshAccount().catch(() => undefined),
  ]);
  const answered = (outcome: string) => outcome === 'updated' || outcome === 'not-modified' || outcome === 'not-found';
  return answered(home) && answered(extras);
}
