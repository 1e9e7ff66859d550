/**
 * Runs in the document's head before the body paints. The server rendered the catalogue of one location
 * (html[data-rendered-location]) but cannot see the hash: when the hash names another screen, another
 * location or a filter, or the saved location differs, the rendered catalogue is hidden and the
 * screen skeleton shows instead, and the app renders afresh rather than hydrating (src/customer/main.tsx).
 * A page at its own path (a shared product, html[data-rendered-path]) shows while the hash is empty or
 * names that same route.
 */
/**
 * Whether the hash shows the catalogue the document was rendered for (its location, no filter), given the
 * location saved on this device. The app asks again when it starts (src/customer/boot.tsx): the hash may have
 * changed since the guard ran. The head's script runs this same function (src/customer/ssr/routeGuardScript.ts).
 */
export function showsRenderedCatalogue(hash: string, renderedLocation: string, storedLocation: string | null): boolean {
  const fragment = hash.replace(/^#/, '');
  if (fragment.includes('?')) return false;
  const path = fragment.replace(/\/+$/, '') || '/';
  const rendered = renderedLocation.toUpperCase();
  if (path === '/' || path === '/home') return !storedLocation || storedLocation.toUpperCase() === rendered;
  return path.toUpperCase() === `/${rendered}`;
}

/** The same rule for any rendered document: `renderedPath` is the route of a page at its own path. */
export function showsRenderedScreen(hash: string, renderedLocation: string, storedLocation: string | null, renderedPath: string | null): boolean {
  if (renderedPath === null) return showsRenderedCatalogue(hash, renderedLocation, storedLocation);
  const fragment = hash.replace(/^#/, '');
  return fragment === '' || fragment.replace(/\/+$/, '') === renderedPath;
}

/**
 * The shared path (`/{location}/p/{slug}`, src/domain/catalogue/sharedProductLink.ts) of a product's hash
 * route (`#/{location}/product/{slug}`) opened on the catalogue's document, else null. The server cannot see
 * a hash, so it rendered the catalogue; the product's own page is rendered by the server at that path, and
 * moving there before anything loads paints the product as fast as a shared link. Self-contained: the
 * head's script runs its source text.
 */
export function productPathOfHash(hash: string, renderedPath: string | null): string | null {
  if (renderedPath !== null) return null;
  const match = /^#\/([A-Za-z0-9_-]{2,20})\/product\/([A-Za-z0-9-]{1,120})\/?$/.exec(hash);
  return match ? `/${match[1]!.toLowerCase()}/p/${match[2]!}` : null;
}

/** Where the head remembers the hash it moved to a product's path: a second arrival with it stays (no loop). */
export const PRODUCT_PATH_TRIED_KEY = 'product_path_tried';

/**
 * Where the repurchase block's last height (px) is kept: the block comes from the customer's data after
 * the start, into a space the head reserves (src/customer/ssr/routeGuardScript.ts), so nothing below it moves.
 */
export const REPURCHASE_HEIGHT_KEY = 'repurchase_height';
export const REPURCHASE_HEIGHT_VAR = '--repurchase-height';
