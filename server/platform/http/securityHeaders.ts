import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ROUTE_GUARD_SCRIPT } from '../../../src/customer/ssr/routeGuardScript';
import type { AppConfig } from '../config/config';

/** Google Pay's button script, its payment sheet frame and its API (the wallet payment). */
export const GOOGLE_PAY_ORIGIN = 'https://pay.google.com';

/**
 * The Content-Security-Policy of the whole site without payments: only what the app uses. The payment
 * sources are added by cspDirectivesFor rather than loosening the policy per route.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // The one inline script: the rendered document's route guard (src/data/document/routeGuard.ts), allowed by its hash.
  'script-src': ["'self'", `'sha256-${createHash('sha256').update(ROUTE_GUARD_SCRIPT).digest('base64')}'`],
  // React writes style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function contentSecurityPolicy(directives: Readonly<Record<string, readonly string[]>> = CSP_DIRECTIVES): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The site's directives for the configured payments: the card form may be posted to the gateway's
 * origin (form-action, also checked on the gateway's redirect back), and the wallet button may load
 * Google Pay's script, frame and API.
 */
export function cspDirectivesFor(payments: Pick<AppConfig['payments'], 'gatewayUrl'>): Record<string, readonly string[]> {
  const add = (name: string, ...sources: string[]) => [...new Set([...(CSP_DIRECTIVES[name] ?? []), ...sources])];
  return {
    ...CSP_DIRECTIVES,
    'script-src': add('script-src', GOOGLE_PAY_ORIGIN),
    'connect-src': add('connect-src', GOOGLE_PAY_ORIGIN),
    'frame-src': add('frame-src', "'self'", GOOGLE_PAY_ORIGIN),
    'form-action': add('form-action', new URL(payments.gatewayUrl).origin),
  };
}

/** The headers of every answer apart from the CSP (which depends on the payment settings). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The camera only for the app's own pages: the staff scanner reads the customer's QR with it.
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** HSTS for a year, subdomains included: browsers then refuse plain http to this host. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers for this configuration. Strict-Transport-Security only when customers reach the site
 * over https (PUBLIC_URL): sent from a plain-http site it would be meaningless, and on localhost it
 * would pin every other local port to https.
 */
export function securityHeadersFor(config: Pick<AppConfig, 'payments' | 'publicUrl'>): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Security-Policy': contentSecurityPolicy(cspDirectivesFor(config.payments)), ...SECURITY_HEADERS };
  if (new URL(config.publicUrl).protocol === 'https:') headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/** Sets the security headers on every answer, API, static files, media and errors alike. */
export function securityHeaders(config: Pick<AppConfig, 'payments' | 'publicUrl'>): MiddlewareHandler {
  const headers = securityHeadersFor(config);
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
