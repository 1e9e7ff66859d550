import { vi } from 'vitest';

/** Spies and values behind the mocked src/customer/shared/hooks. */
export const appState = {
  language: 'es' as 'es' | 'en',
  code: 'va01',
  flags: { menu_delivery_orders: true, menu_address: true },
  socialSignIn: true,
  changeLanguage: vi.fn(),
  setLocation: vi.fn(),
  alert: vi.fn(),
  clearCacheAndReload: vi.fn(async () => {}),
};

export const APP_VARIANT = 'default';
export const useLanguage = () => ({ language: appState.language, changeLanguage: appState.changeLanguage });
export const useCurrentLocation = () => ({ code: appState.code, id: 10, setLocation: appState.setLocation });
export const useAlert = () => appState.alert;
export const useFeatureFlags = () => appState.flags;
export const useSocialSignIn = () => appState.socialSignIn;
export const useOnline = () => true;
export const clearCacheAndReload = () => appState.clearCacheAndReload();
