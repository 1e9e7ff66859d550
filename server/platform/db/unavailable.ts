/**
 * Which failures mean "the database cannot serve right now" rather than "this request or our code is
 * wrong": the connection is gone or refused (a restart, a fail-over, a network cut), the server refuses
 * for want of resources (disk full, too many connections, out of memory) or is shutting down, or the
 * embedded engine cannot write its files. A request that meets one is answered 503 with Retry-After;
 * anything else stays a 500.
 */

/** postgres.js's own connection errors, and Node's socket errors beneath them. */
const CONNECTION_ERROR_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // The embedded engine's file system: no space, or the disk failed.
  'ENOSPC',
  'EIO',
  'EDQUOT',
  'EROFS',
]);

/** SQLSTATE codes (PostgreSQL and PGlite alike) of an unusable database rather than a bad statement. */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    code.startsWith('53') || // insufficient resources: 53100 disk full, 53200 out of memory, 53300 too many connections
    code === '57P01' || // admin shutdown
    code === '57P02' || // crash shutdown
    code === '57P03' || // cannot connect now (starting up, recovering)
    code === '58030' // I/O error
  );
}

/** The error and its causes (drizzle wraps the driver's error in its own). */
function* causes(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** What made the database unusable (the driver's or the engine's error code and message), or null. */
export function unavailableCause(error: unknown): { code: string | undefined; message: string } | null {
  for (const cause of causes(error)) {
    if (typeof cause !== 'object' || cause === null) continue;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code))))
      return { code, message: text };
    // PGlite after close, or after its WebAssembly engine aborted: nothing more can run on it.
    if (/^PGlite is closed$|^Aborted\(/.test(text)) return { code: undefined, message: text };
  }
  return null;
}

export const isDatabaseUnavailable = (error: unknown): boolean => unavailableCause(error) !== null;

/** How long after a database failure the process still says it is not ready (GET /api/ready). */
export const UNAVAILABLE_MEMORY_MS = 5_000;

/** Remembers the last time a request met an unavailable database, for readiness. */
export interface DatabaseAvailability {
  failed(at: number): void;
  /** True when a request met an unavailable database within UNAVAILABLE_MEMORY_MS before `now`. */
  recentlyFailed(now: number): boolean;
}

export function databaseAvailability(): DatabaseAvailability {
  let lastFailure = Number.NEGATIVE_INFINITY;
  return {
    failed(at) {
      lastFailure = Math.max(lastFailure, at);
    },
    recentlyFailed(now) {
      return now - lastFailure < UNAVAILABLE_MEMORY_MS;
    },
  };
}
