import type { SeedSettings } from '../types';

/** Options-menu flags (spec §6) and the app config (spec §3). */
export const settings: SeedSettings = {
  featureFlags: { menu_delivery_orders: true, menu_address: true },
  showAddress: true,
};
