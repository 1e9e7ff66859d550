import { currentLanguage } from '../../i18n';
import { syncEngine } from '../runtime';
import { refreshAccount } from '../account';
import { resources } from '../sync/resources';

/**
 * After a price_mismatch or product_unavailable: fetch at once (not after the 600 s rule) what the server priced with — the
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
