/**
 * A product's shareable address, `/{location}/p/{slug}`: a real path the server renders (it cannot see a
 * hash), which the app moves to the spec's hash route `/#/{location}/product/{slug}` once it runs.
 */

const SHARED_PATH = /^\/([A-Za-z0-9_-]{2,20})\/p\/([A-Za-z0-9-]{1,120})\/?$/;

export type SharedProduct = { locationCode: string; slug: string };

/** The shareable path of a product: the location in lower case, as people type and read it. */
export function sharedProductPath(locationCode: string, slug: string): string {
  return `/${locationCode.toLowerCase()}/p/${encodeURIComponent(slug)}`;
}

/** The location and slug a shareable path names, or null when the path is not one. */
export function parseSharedProductPath(pathname: string): SharedProduct | null {
  const match = SHARED_PATH.exec(pathname);
  if (!match) return null;
  return { locationCode: match[1]!, slug: match[2]! };
}

/** The hash route of the product a shareable path names. */
export function productRoutePath({ locationCode, slug }: SharedProduct): string {
  return `/${locationCode.toLowerCase()}/product/${slug}`;
}
