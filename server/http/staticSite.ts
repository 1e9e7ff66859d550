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

/** The built PWA from `distDir` at `/`. */
export function staticSite(distDir: string): Hono {
  const site = new Hono();
  site.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
  });
  // The build writes .br/.gz beside each file (scripts/precompress.mjs).
  site.use('*', serveStatic({ root: distDir, precompressed: true }));
  return site;
}
