import type { SeedSettings } from '../types';

/** Options-menu flags and the app config. */
export const settings: SeedSettings = {
  featureFlags: { menu_delivery_orders: true, menu_address: true },
  showAddress: true,
};
