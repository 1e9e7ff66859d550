import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const VARY = 'X-Language, Accept-Language';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` prefixes do not matter. */
export function ifNoneMatchMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}

/** The language headers first, then whatever the handler varied on (Accept-Encoding for prepared answers). */
function varyOf(handlerVary: string | null): string {
  return handlerVary ? `${VARY}, ${handlerVary}` : VARY;
}

/**
 * Strong ETag (hash of the body) on every GET answer, `no-cache` so clients revalidate, and a bodiless
 * 304 when the client already holds the same bytes. Answers differ by language, hence Vary. A handler
 * that already knows its ETag (prepared answers, server/platform/http/preparedJson.ts) sets it and skips the hash.
 */
export function apiEtag(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const headers = c.res.headers;
    let etag = headers.get('ETag');
    if (etag === null) {
      const body = await c.res.clone().arrayBuffer();
      etag = `"${createHash('sha256').update(new Uint8Array(body)).digest('base64url')}"`;
      headers.set('ETag', etag);
    }
    const vary = varyOf(headers.get('Vary'));
    headers.set('Cache-Control', 'no-cache');
    headers.set('Vary', vary);
    if (c.res.status === 200 && ifNoneMatchMatches(c.req.header('If-None-Match'), etag)) {
      const notModified = new Headers({ ETag: etag, 'Cache-Control': 'no-cache', Vary: vary });
      c.res = undefined;
      c.res = new Response(null, { status: 304, headers: notModified });
    }
  };
}
