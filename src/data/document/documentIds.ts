/**
 * Names the server-rendered document and the app's start both read. Plain strings only: the entry
 * (src/customer/main.tsx) imports this module, so anything heavier would grow the first load.
 */

/** On <html> when the hash shows another screen than the rendered one (src/data/document/routeGuard.ts). */
export const OTHER_ROUTE_CLASS = 'ssr-other-route';

/** The id of the document's boot data (src/data/bootData.ts). */
export const BOOT_DATA_ID = 'boot-data';

/** A template of modulepreload links for the app's start, moved into the head after the first paint. */
export const FIRST_LOAD_CHUNKS_ID = 'first-load-chunks';

/** On the document's links to the whole stylesheets, at the end of its body (they apply together, once loaded). */
export const WHOLE_SHEET_ATTRIBUTE = 'data-whole-sheet';
