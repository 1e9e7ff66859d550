import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const VARY = 'X-Language, Accept-Language';

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` prefixes do not matter. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Strong ETag (hash of the body) on every GET answer, `no-cache` so clients revalidate, and a bodiless
 * 304 when the client already holds the same bytes. Answers differ by language, hence Vary.
 */
export function apiEtag(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const body = await c.res.clone().arrayBuffer();
    const etag = `"${createHash('sha256').update(new Uint8Array(body)).digest('base64url')}"`;
    const headers = c.res.headers;
    headers.set('ETag', etag);
    headers.set('Cache-Control', 'no-cache');
    headers.set('Vary', VARY);
    if (c.res.status === 200 && matches(c.req.header('If-None-Match'), etag)) {
      const notModified = new Headers({ ETag: etag, 'Cache-Control': 'no-cache', Vary: VARY });
      c.res = undefined;
      c.res = new Response(null, { status: 304, headers: notModified });
    }
  };
}
