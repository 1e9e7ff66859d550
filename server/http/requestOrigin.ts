import type { Context } from 'hono';

/**
 * The origin (scheme, host and port) the request was sent to: behind a proxy the server trusts
 * (TRUST_PROXY=1) the first X-Forwarded-Proto and X-Forwarded-Host, else the request's own URL (its Host
 * header). Null when they make no origin.
 */
export function requestOrigin(c: Context, trustProxy: boolean): string | null {
  const own = new URL(c.req.url);
  const forwarded = (name: string) => (trustProxy ? c.req.header(name)?.split(',')[0]?.trim() || undefined : undefined);
  const protocol = forwarded('X-Forwarded-Proto') ?? own.protocol.replace(/:$/, '');
  const host = forwarded('X-Forwarded-Host') ?? own.host;
  if (protocol !== 'http' && protocol !== 'https') return null;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}
