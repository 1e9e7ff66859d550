import type { MiddlewareHandler } from 'hono';
import { retryAfterFor } from './envelope';

/** Every 429 and 503 carries Retry-After, whichever route answered it (a precise one set there stays). */
export function retryAfterOnRefusals(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const retryAfter = retryAfterFor(c.res.status);
    if (!retryAfter || c.res.headers.has('Retry-After')) return;
    const headers = new Headers(c.res.headers);
    headers.set('Retry-After', retryAfter);
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
