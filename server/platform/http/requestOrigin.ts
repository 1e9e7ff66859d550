import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { SANDBOX_GATEWAY_PATH, type AppConfig } from '../config/config';

/** The socket end a request arrived at: this server's address and port. */
export interface LocalEnd {
  address: string;
  port: number;
}

/** An IPv4 address as a dual-stack socket shows it (::ffff:127.0.0.1) is the IPv4 address. */
const plainAddress = (address: string) => address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * The origin a request was addressed to (its Host header), when that names the socket it arrived on:
 * 'localhost' or that very address, and that port. Any other name is null, a forged Host included: a
 * sign-in link built from it would carry the customer's token to whoever owns that name.
 */
export function originOfRequest(host: string | undefined, local: LocalEnd | undefined): string | null {
  if (!host || !local) return null;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  if ((url.port || '80') !== String(local.port)) return null;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (hostname !== 'localhost' && hostname !== plainAddress(local.address)) return null;
  return url.origin;
}

type OriginSettings = Pick<AppConfig, 'publicUrl' | 'publicUrlFromRequest' | 'payments'>;

/**
 * The settings for links this request makes (e-mailed links, the card gateway's form and returns). In
 * demo mode without PUBLIC_URL they use the origin the request came to, so a customer who opened the app
 * at http://127.0.0.1:8080 comes back there, still signed in, rather than to localhost, another origin.
 */
export function configForRequest<C extends OriginSettings>(config: C, c: Context): C {
  if (!config.publicUrlFromRequest) return config;
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  const local = socket?.localAddress && socket.localPort ? { address: socket.localAddress, port: socket.localPort } : undefined;
  const origin = originOfRequest(c.req.header('Host'), local);
  if (!origin || origin === config.publicUrl) return config;
  const payments = config.payments.gateway === 'sandbox' ? { ...config.payments, gatewayUrl: `${origin}${SANDBOX_GATEWAY_PATH}` } : config.payments;
  return { ...config, publicUrl: origin, payments };
}

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
