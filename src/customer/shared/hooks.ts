import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FeatureFlags, Language } from '../../api/contract';
import { LANGUAGE_COOKIE } from '../../domain/constants';
import { isHomeDelivery } from '../../domain/catalogue/locations';
import { openDatabase } from '../../data/openDatabase';
import { useHomeData, useLocations } from '../../data/hooks';
import { clearStoredLocation, storeLocation, useStoredLocation } from '../../data/locationStore';
import { useOnlineStatus } from '../../data/online';
import { loadLocationData } from '../../data/startup';
import { clearCartState } from '../../data/cart/state';
import { locationCodeFromPath, resolveCurrentLocation, unknownPathLocation } from './currentLocation';
import { storedLanguage } from '../../domain/text/language';

export { useAlert } from '../../ui/alerts/AlertContext';

/** Build variant (colour themes; `lf` hides delivery orders and addresses). */
export const APP_VARIANT: 'default' | 'lf' = import.meta.env.VITE_APP_VARIANT === 'lf' ? 'lf' : 'default';

const LANGUAGE_COOKIE_DAYS = 365;

export function setLanguageCookie(language: Language): void {
  const maxAge = LANGUAGE_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

/** Options: the language is saved in the `culture` cookie, then the page reloads. */
export function useLanguage(): { language: Language; changeLanguage(lang: Language): void } {
  const { i18n } = useTranslation();
  const language = storedLanguage(i18n.resolvedLanguage);
  const changeLanguage = useCallback((lang: Language) => {
    setLanguageCookie(lang);
    window.location.reload();
  }, []);
  return { language, changeLanguage };
}

/** Path location, else the saved one, else the default (the location segment). */
export function useCurrentLocation(): { code: string; id: number; setLocation(code: string): void } {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const stored = useStoredLocation();
  const locations = useLocations().data;
  const current = resolveCurrentLocation(locationCodeFromPath(pathname), stored, locations);

  const setLocation = useCallback(
    (code: string) => {
      const chosen = locations?.find((location) => location.code.toLowerCase() === code.toLowerCase());
      const chosenCode = chosen?.code ?? code;
      storeLocation(chosenCode, chosen?.id ?? null);
      void loadLocationData(chosenCode);
      navigate(isHomeDelivery(chosen ?? { code: chosenCode }) ? '/user/deliver_orders' : `/${chosenCode}`);
    },
    [locations, navigate],
  );
  return { code: current.code, id: current.id, setLocation };
}

/** The path's location code when the locations list (online or saved) has no such shop, else null. */
export function useUnknownShop(): string | null {
  const { pathname } = useLocation();
  return unknownPathLocation(pathname, useLocations().data);
}

export function useOnline(): boolean {
  return useOnlineStatus();
}

/** Options "clear cache": forgets the saved location and the cart, then reloads. */
export async function clearCacheAndReload(): Promise<void> {
  clearStoredLocation();
  clearCartState();
  // Reference data stays for offline use; dropping the stamps makes the reload fetch it all afresh.
  await (await openDatabase()).syncStamps.clear();
  window.location.reload();
}

/** Feature flags of the current location's home data; both default to on. */
export function useFeatureFlags(): FeatureFlags {
  const { code } = useCurrentLocation();
  const flags = useHomeData(code).data?.config.featureFlags;
  return { menu_delivery_orders: flags?.menu_delivery_orders ?? true, menu_address: flags?.menu_address ?? true };
}

/**
 * Whether the server can start a social sign-in (home data config). Unknown (nothing loaded yet, or data
 * saved before the flag existed) counts as yes: the server sends an unconfigured start back to the app.
 */
export function useSocialSignIn(): boolean {
  const { code } = useCurrentLocation();
  return useHomeData(code).data?.config.socialSignIn ?? true;
}
