import * as v from 'valibot';
import type { Location } from '../api/contract';
import { LocationCodeSchema } from '../api/contract/common';
import { DEFAULT_LOCATION } from '../domain/constants';
import { locationFromSegment } from '../domain/locations';

/** The location code named by the path's first segment (spec §2 location segment), or null. */
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

/** Path location first, then the saved one, then the default; spelled as the locations list spells it. */
export function resolveCurrentLocation(
  pathCode: string | null,
  stored: { code: string | null; id: number | null },
  locations: readonly Location[] | undefined,
): { code: string; id: number } {
  const code = pathCode ?? stored.code ?? DEFAULT_LOCATION.code;
  const known = locations?.find((location) => location.code.toLowerCase() === code.toLowerCase());
  if (known) return { code: known.code, id: known.id };
  if (stored.code !== null && stored.id !== null && stored.code.toLowerCase() === code.toLowerCase()) {
    return { code, id: stored.id };
  }
  return { code, id: DEFAULT_LOCATION.id };
}
