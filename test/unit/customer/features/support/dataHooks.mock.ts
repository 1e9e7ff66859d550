import type { HomeData, Location, Page, ProductExtra, Recipe } from '../../../../../src/api/contract';
import type { ShopAvailability } from '../../../../../src/api/contract/customer/shopAvailability';
import type { Loadable } from '../../../../../src/data/hooks';
import { catalogueHome } from '../../../../../src/data/catalogueHome';

/** What the mocked src/data/hooks answer; each test sets the pieces it needs. */
export const dataState: {
  home: Loadable<HomeData>;
  locations: Loadable<Location[]>;
  extras: Loadable<ProductExtra[]>;
  page: Loadable<Page> & { notFound: boolean };
  recipes: Loadable<Recipe[]>;
  availability: Loadable<ShopAvailability>;
} = {
  home: { data: undefined, state: 'loading' },
  locations: { data: undefined, state: 'loading' },
  extras: { data: undefined, state: 'loading' },
  page: { data: undefined, state: 'loading', notFound: false },
  recipes: { data: undefined, state: 'loading' },
  availability: { data: undefined, state: 'loading' },
};

export const useHomeData = (_code: string) => dataState.home;
export const useCatalogueHome = (_code: string) => catalogueHome(dataState.home);
export const useLocations = () => dataState.locations;
export const useProductExtras = () => dataState.extras;
export const usePage = (_code: string) => dataState.page;
export const useRecipes = () => dataState.recipes;
export const useStoredAvailability = (_code: string) => dataState.availability;
