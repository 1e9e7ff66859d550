/**
 * Runs in the document's head before the body paints. The server rendered the catalogue of one location
 * (html[data-rendered-location]) but cannot see the hash: when the hash names another screen, another
 * location or a filter, or the saved location differs, the rendered catalogue is hidden and the
 * screen skeleton shows instead, and the app renders afresh rather than hydrating (src/main.tsx).
 * A page at its own path (a shared product, html[data-rendered-path]) shows while the hash is empty or
 * names that same route.
 */
export const OTHER_ROUTE_CLASS = 'ssr-other-route';

/** The id of the document's boot data (src/data/bootData.ts): here, so the entry needs no other module. */
export const BOOT_DATA_ID = 'boot-data';

/** A template of modulepreload links for the app's start, moved into the head after the first paint. */
export const FIRST_LOAD_CHUNKS_ID = 'first-load-chunks';

/**
 * Whether the hash shows the catalogue the document was rendered for (its location, no filter), given the
 * location saved on this device. The app asks again when it starts (src/boot.tsx): the hash may have
 * changed since the guard ran. ROUTE_GUARD_SCRIPT is the same rule for the head (test/unit/ssr).
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
 * Also in the head: the skip link works before the app has started (its native `#main` would be read as a
 * route by the hash router).
 */
const SKIP_LINK_SCRIPT = `if(document.addEventListener)document.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a.skip-link');if(!a)return;e.preventDefault();var m=document.getElementById('main');if(m)m.focus()},true);`;

/**
 * Where the repurchase block's last height (px) is kept: the block comes from the customer's data after
 * the start, into a space the head reserves (REPURCHASE_SPACE_SCRIPT), so nothing below it moves.
 */
export const REPURCHASE_HEIGHT_KEY = 'repurchase_height';
export const REPURCHASE_HEIGHT_VAR = '--repurchase-height';

const REPURCHASE_SPACE_SCRIPT = `(function(){try{var r=localStorage.getItem('${REPURCHASE_HEIGHT_KEY}');if(r&&/^\\d{1,4}$/.test(r))document.documentElement.style.setProperty('${REPURCHASE_HEIGHT_VAR}',r+'px')}catch(e){}})();`;

export const ROUTE_GUARD_SCRIPT = `${SKIP_LINK_SCRIPT}${REPURCHASE_SPACE_SCRIPT}(function(){var d=document.documentElement;try{var l=(d.getAttribute('data-rendered-location')||'').toUpperCase(),h=location.hash.replace(/^#/,''),p=h.split('?')[0].replace(/\\/+$/,'')||'/',s=null;try{s=localStorage.getItem('location')}catch(e){}var r=d.getAttribute('data-rendered-path');var ok=r?(h===''||h.replace(/\\/+$/,'')===r):h.indexOf('?')<0&&((p==='/'||p==='/home')?(!s||s.toUpperCase()===l):p.toUpperCase()==='/'+l);if(!ok)d.classList.add('${OTHER_ROUTE_CLASS}')}catch(e){d.classList.add('${OTHER_ROUTE_CLASS}')}})();`;

export const ROUTE_GUARD_STYLE = `.route-skeleton{display:none}.${OTHER_ROUTE_CLASS} #root{display:none}.${OTHER_ROUTE_CLASS} .route-skeleton{display:block}`;
