import * as v from 'valibot';
import type { Location } from '../../api/contract';
import { LocationCodeSchema } from '../../api/contract/common';
import { LOCATION_TYPE } from '../../api/contract/customer/locations';
import { HOME_DELIVERY_CODE } from '../constants';

/**
 * Location segment: page, user, cart, order and pok mean "no location"; so do the other
 * top-level route words of the app, or their routes would be read as shops.
 */
export const RESERVED_SEGMENTS: readonly string[] = [
  'page',
  'user',
  'cart',
  'order',
  'pok',
  'home',
  'product',
  'options',
  'locations',
  'recipes',
  'user_orders',
  'user_login',
  'user_login_link',
  'user_login_error',
  'pko',
  'pdok',
  'pdko',
  'login_emulate',
  'logout',
];

/** Location segment: the first path segment is a location code unless it is a route word. */
export function locationFromSegment(segment?: string): string | null {
  const candidate = segment?.trim() ?? '';
  if (!candidate || RESERVED_SEGMENTS.includes(candidate.toLowerCase())) return null;
  return v.is(LocationCodeSchema, candidate) ? candidate : null;
}

/** Case-insensitive comparison of location codes (the spec stores them upper-cased). */
export function sameLocationCode(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

/**
 * Location segment, where "a location not in the list is cleared": a code the loaded locations
 * list does not hold names no shop. An empty or missing list (not loaded yet) decides nothing.
 */
export function isUnknownLocation(code: string, list: readonly Pick<Location, 'code'>[] | undefined): boolean {
  if (!list || list.length === 0) return false;
  return !list.some((location) => sameLocationCode(location.code, code));
}

export type StoredLocation = { code: string | null; cleared: boolean };

/**
 * Location: a saved location no longer in the list is cleared; a single location becomes the
 * current one. An empty list (not loaded yet) decides nothing.
 */
export function resolveStoredLocation(stored: string | null, list: Pick<Location, 'code'>[]): StoredLocation {
  if (list.length === 0) return { code: stored, cleared: false };
  const match = stored === null ? undefined : list.find((location) => sameLocationCode(location.code, stored));
  const cleared = stored !== null && match === undefined;
  if (match) return { code: match.code, cleared };
  const only = list.length === 1 ? list[0] : undefined;
  return { code: only ? only.code : null, cleared };
}

/** Location types: 51006 (or the ONLINE code) is home delivery. */
export function isHomeDelivery(loc: { typeId: number } | { code: string }): boolean {
  if ('typeId' in loc && loc.typeId === LOCATION_TYPE.homeDelivery) return true;
  return 'code' in loc && sameLocationCode(loc.code, HOME_DELIVERY_CODE);
}

/** Locations screen: a maps link by coordinates, opened by the customer, never loaded by the app. */
export function mapsUrl(lat: number, lon: number): string {
  const latitude = lat.toFixed(6);
  const longitude = lon.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Location address as one line: "route number, cp city", skipping empty parts. */
export function formatAddress(loc: Pick<Location, 'address'>): string {
  const { route, routeNumber, cp, city } = loc.address;
  const street = [route, routeNumber]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const town = [cp, city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [street, town].filter(Boolean).join(', ');
}
