import type { MiddlewareHandler } from 'hono';
import { ApiFailure, sendFailure } from './envelope';

/**
 * Write requests one database connection still answers within about 2 s when they arrive all at once
 * (measured with bench/order-burst.ts on PGlite, which has a single connection; see README).
 */
export const WRITES_PER_CONNECTION = 32;
/** About the time the admitted requests take to be answered; the app's order submitter retries anyway. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The default bound: the engine's connections (PGlite 1, PostgreSQL the pool) times what each serves in ~2 s. */
export function writeLimitFor(connections: number): number {
  return Math.max(1, connections) * WRITES_PER_CONNECTION;
}

/**
 * Sheds load instead of queueing it: at most `limit` write requests (any method but GET, HEAD and
 * OPTIONS) are being answered at once in this process; one more is answered 503 with Retry-After at
 * once, before anything reads its body or touches the database, so a refused request has written
 * nothing and may be sent again as it was (same Idempotency-Key or client mutation id). Requests waiting
 * beyond the bound would only queue inside the engine until the clients time out. `exempt` paths (the
 * payment gateway's notification) are always let through.
 */
export function admitWrites(limit: number, exempt: (path: string) => boolean = () => false): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    if (READ_METHODS.has(c.req.method) || exempt(c.req.path)) return next();
    if (inFlight >= limit) {
      return sendFailure(c, new ApiFailure(503, 'overloaded', 'The server is busy, try again in a moment.', undefined, OVERLOAD_RETRY_AFTER_SECONDS));
    }
    inFlight += 1;
    try {
      // PGlite answers without real I/O, so a request can run to its end without giving the event loop a
      // turn, and the requests behind it wait unseen in the socket buffers. One turn first lets every
      // request that has arrived reach this count, to be admitted or refused now.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await next();
    } finally {
      inFlight -= 1;
    }
  };
}
