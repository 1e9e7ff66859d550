import type { HomeData } from '../api/contract';
import type { Loadable } from './loadable';

/**
 * A home as the screens that list every product (the catalogue, the search) take it: a product page's copy,
 * which lists only its product and those it suggests, counts as nothing known yet.
 */
export function catalogueHome(home: Loadable<HomeData>): Loadable<HomeData> {
  if (home.productPage === undefined) return home;
  return { data: undefined, state: home.partial === 'unavailable' ? 'unavailable' : 'loading' };
}
