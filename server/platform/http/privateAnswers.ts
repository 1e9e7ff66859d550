import type { Hono, MiddlewareHandler } from 'hono';

/** Neither the browser nor any cache on the way may keep the answer (RFC 9111 §5.2.2.5, §5.2.2.7). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

function varyOnAuthorization(vary: string | null): string {
  if (!vary) return 'Authorization';
  return vary.split(',').some((name) => name.trim().toLowerCase() === 'authorization') ? vary : `${vary}, Authorization`;
}

/**
 * An answer about the signed-in customer: never stored (a shared phone's next user, a proxy), and varying
 * on the bearer token for any cache that ignores no-store. Set last, over apiEtag's `no-cache`, on every
 * answer of the call, refusals included. The client's own If-None-Match (from Dexie) still gets its 304.
 */
export function privateAnswer(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    c.res.headers.set('Vary', varyOnAuthorization(c.res.headers.get('Vary')));
  };
}

/** Registers privateAnswer on every path given (the contract's calls of the signed-in customer); call before the other middleware. */
export function answerPrivately(api: Hono, paths: Iterable<string>): void {
  for (const path of new Set(paths)) api.use(path, privateAnswer());
}

/**
 * A call that answers visitors and signed-in customers differently (home-wapp): every answer varies on
 * the bearer token, and one to a request that carries a token is never stored, like privateAnswer's.
 * A visitor's stays as cacheable as it was.
 */
export function privateWhenSignedIn(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.header('Authorization')) c.res.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    c.res.headers.set('Vary', varyOnAuthorization(c.res.headers.get('Vary')));
  };
}

type ContractCall = { path: string; publicMaxAgeSeconds?: number };

/**
 * The answers of a contract table by what they are about: those of a call that says `publicMaxAgeSeconds`
 * (nobody's own data) any cache may keep that long when they succeed, set last over apiEtag's `no-cache`
 * (0: apiEtag's `no-cache` stays, so every use revalidates); every other call's answers are private
 * (answerPrivately).
 */
export function answerByContract(api: Hono, table: Record<string, ContractCall>): void {
  const calls = Object.values(table);
  answerPrivately(
    api,
    calls.filter((call) => call.publicMaxAgeSeconds === undefined).map((call) => call.path),
  );
  for (const call of calls) {
    const maxAge = call.publicMaxAgeSeconds;
    if (maxAge === undefined || maxAge === 0) continue;
    api.use(call.path, async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 304) c.res.headers.set('Cache-Control', `public, max-age=${maxAge}`);
    });
  }
}
