import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClientAddress } from './forwardedFor';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'unknown';
  }
}

/**
 * The address a request came from, for rate limits: with TRUST_PROXY=N (N reverse proxies in front) the
 * X-Forwarded-For hop the outermost trusted proxy wrote (forwardedFor.ts), else the socket's.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  return forwardedClientAddress(c.req.header('X-Forwarded-For'), trustedProxies, socketAddress(c));
}
