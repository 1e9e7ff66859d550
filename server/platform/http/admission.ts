import type { MiddlewareHandler } from 'hono';
import { ApiFailure, sendFailure } from './envelope';

/**
 * Write requests answered at once, measured with bench/order-burst.ts (200 customers ordering for 20 s on
 * 2 cores; see docs/developing/performance.md). PGlite runs inside this process: every admitted request also takes the event
 * loop from the sockets, so beyond 4 the refusals themselves arrive seconds late. A PostgreSQL pool
 * connection keeps up with 32.
 */
export const EMBEDDED_WRITE_LIMIT = 4;
export const WRITES_PER_POOL_CONNECTION = 32;
/** About the time the admitted requests take to be answered; the app's order submitter retries anyway. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The default bound for the engine: PGlite's one in-process connection, or PostgreSQL's pool. */
export function writeLimitFor(database: { engine: 'pglite' | 'postgres'; connections: number }): number {
  return database.engine === 'pglite' ? EMBEDDED_WRITE_LIMIT : Math.max(1, database.connections) * WRITES_PER_POOL_CONNECTION;
}

/**
 * Sheds load instead of queueing it: at most `limit` write requests (any method but GET, HEAD and
 * OPTIONS) are being answered at once in this process; one more is answered 503 with Retry-After at
 * once, before anything touches the database, so a refused request has written nothing and may be sent
 * again as it was (same Idempotency-Key or client mutation id). Its body has arrived whole before it gets
 * here (bodyReceiving.ts): a client sending one slowly holds no slot while it does. Requests waiting
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
