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
 * Where the repurchase block's last height (px) is kept: the block comes from the customer's data after
 * the start, into a space the head reserves (src/customer/ssr/routeGuardScript.ts), so nothing below it moves.
 */
export const REPURCHASE_HEIGHT_KEY = 'repurchase_height';
export const REPURCHASE_HEIGHT_VAR = '--repurchase-height';
