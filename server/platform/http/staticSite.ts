import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Hashed build assets never change under the same name; everything else (index.html, sw.js, the
 * manifest, icons) is revalidated so a new release reaches customers on their next visit.
 */
export function cacheControlFor(path: string): string {
  return path.startsWith('/assets/') ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache';
}

/** The surfaces with a page of their own besides the customer's: each a folder of the build with its index.html. */
const SURFACE_PAGES = ['counter', 'manage'];

/** The built PWA from `distDir` at `/`, with the counter's page at /counter/ and the back office's at /manage/. */
export function staticSite(distDir: string): Hono {
  const site = new Hono();
  // Without the slash, the page's relative addresses (its worker's scope among them) would be the customer's.
  for (const page of SURFACE_PAGES) site.get(`/${page}`, (c) => c.redirect(`/${page}/`, 301));
  site.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
  });
  // The build writes .br/.gz beside each file (scripts/precompress.mjs).
  site.use('*', serveStatic({ root: distDir, precompressed: true }));
  return site;
}
