import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../platform/db/connect';
import { ApiFailure } from '../../platform/http/envelope';
import { takeRateSlot } from '../../platform/http/rateLimit';
import { currentOperatorKey } from './guard';

const MINUTE_MS = 60_000;

/** At most `perMinute` requests per key in any minute (after requireOperatorKey): 429 `rate_limited` with Retry-After. */
export function limitPerOperatorKey(db: Database, perMinute: number, now: () => Date = () => new Date()): MiddlewareHandler {
  return async (c, next) => {
    const key = currentOperatorKey(c);
    const slot = await takeRateSlot(db, [{ bucket: 'operator-key', key: String(key.id), max: perMinute, windowMs: MINUTE_MS }], now());
    if (!slot.taken) throw new ApiFailure(429, 'rate_limited', `This key may make ${perMinute} requests a minute`, undefined, slot.retryAfterSeconds);
    await next();
  };
}
