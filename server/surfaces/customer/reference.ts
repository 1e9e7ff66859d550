import type { Hono } from 'hono';
import { customerOfRequest } from './guard';
import type { HomeCache } from '../../modules/catalogue/homeCache';
import { loadPurchases } from '../../modules/orders/purchases';
import { loadLocations } from '../../modules/catalogue/locationList';
import { loadProductExtrasDic } from '../../modules/catalogue/productExtrasDic';
import { loadPage } from '../../modules/content/pages';
import { loadRecipes } from '../../modules/content/recipes';
import type { Database } from '../../platform/db/connect';
import { loadCities, loadProvinces } from '../../modules/geo/places';
import { loadTransportPrice } from '../../modules/geo/transportPrice';
import { notFound } from '../../platform/http/envelope';
import { serveEndpoint, servePreparedEndpoint } from '../../platform/http/endpoint';
import { prepareData } from '../../platform/http/preparedJson';

/**
 * The reference-data calls that need no sign-in. home-wapp also answers a signed-in customer
 * (a valid token) with their purchases; that answer is private (server/platform/http/privateAnswers.ts).
 */
export function serveCustomerReference(api: Hono, db: Database, homeCache: HomeCache, secret: Uint8Array): void {
  // The app's busiest call (every start and revalidation): a visitor's is answered from memory while data is unchanged.
  servePreparedEndpoint(api, 'homeWapp', async ({ c, params, language }) => {
    const customer = await customerOfRequest(db, secret, c);
    if (customer) {
      const [home, purchases] = await Promise.all([homeCache.data(params.code, language), loadPurchases(db, customer.id)]);
      if (!home) throw notFound(`Location ${params.code} not found`);
      return prepareData({ ...home, ...purchases });
    }
    const home = await homeCache.answer(params.code, language);
    if (!home) throw notFound(`Location ${params.code} not found`);
    return home;
  });
  serveEndpoint(api, 'locations', ({ language }) => loadLocations(db, language));
  serveEndpoint(api, 'productExtras', () => loadProductExtrasDic(db));
  serveEndpoint(api, 'provinces', () => loadProvinces(db));
  serveEndpoint(api, 'cities', async ({ params }) => {
    const cities = await loadCities(db, params.provinceCode);
    if (!cities) throw notFound(`Province ${params.provinceCode} not found`);
    return cities;
  });
  serveEndpoint(api, 'transportPrice', ({ params }) => loadTransportPrice(db, params.provinceCode, params.cityCode));
  serveEndpoint(api, 'page', async ({ params, language }) => {
    const page = await loadPage(db, params.pageCode, language);
    if (!page) throw notFound(`Page ${params.pageCode} not found`);
    return page;
  });
  serveEndpoint(api, 'recipes', ({ language }) => loadRecipes(db, language));
}
