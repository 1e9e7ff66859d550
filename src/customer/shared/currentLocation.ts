import { matchPath } from 'react-router-dom';
import * as v from 'valibot';
import type { Location } from '../../api/contract';
import { LocationCodeSchema } from '../../api/contract/common';
import { DEFAULT_LOCATION } from '../../domain/constants';
import { isUnknownLocation, locationFromSegment } from '../../domain/catalogue/locations';

/** The location code named by the path's first segment (location segment), or null. */
export function locationCodeFromPath(pathname: string): string | null {
  const first = pathname.split('/').find((segment) => segment !== '');
  if (first === undefined) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(first);
  } catch {
    return null;
  }
  const code = locationFromSegment(segment);
  return code !== null && v.is(LocationCodeSchema, code) ? code : null;
}

/** Route table: the screens whose first segment is a shop (src/customer/app/routes.tsx uses these paths). */
export const SHOP_PATHS = {
  catalogue: ':locationCode',
  category: ':locationCode/cats/:cat',
  product: ':locationCode/product/:productCode',
} as const;

/**
 * The shop a shop screen's path names when the loaded list has no such shop: that screen is
 * refused, and the code is never used. Other paths (a route not found) are not about shops.
 */
export function unknownPathLocation(pathname: string, locations: readonly Location[] | undefined): string | null {
  const pathCode = locationCodeFromPath(pathname);
  if (pathCode === null || !isUnknownLocation(pathCode, locations)) return null;
  return Object.values(SHOP_PATHS).some((pattern) => matchPath(`/${pattern}`, pathname) !== null) ? pathCode : null;
}

/**
 * Path location first (unless the list shows it names no shop), then the saved one, then the default;
 * spelled as the locations list spells it.
 */
export function resolveCurrentLocation(
  pathCode: string | null,
  stored: { code: string | null; id: number | null },
  locations: readonly Location[] | undefined,
): { code: string; id: number } {
  const knownPathCode = pathCode !== null && !isUnknownLocation(pathCode, locations) ? pathCode : null;
  const code = knownPathCode ?? stored.code ?? DEFAULT_LOCATION.code;
  const known = locations?.find((location) => location.code.toLowerCase() === code.toLowerCase());
  if (known) return { code: known.code, id: known.id };
  if (stored.code !== null && stored.id !== null && stored.code.toLowerCase() === code.toLowerCase()) {
    return { code, id: stored.id };
  }
  return { code, id: DEFAULT_LOCATION.id };
}
