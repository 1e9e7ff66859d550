import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ROUTE_GUARD_SCRIPT } from '../../src/ssr/routeGuard';
import type { PaymentsConfig } from '../config';

/** Google Pay's button script, its payment sheet frame and its API (the wallet of spec §9). */
export const GOOGLE_PAY_ORIGIN = 'https://pay.google.com';

/**
 * The Content-Security-Policy of the whole site without payments: only what the app uses. The payment
 * sources are added by cspDirectivesFor rather than loosening the policy per route.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // The one inline script: the rendered document's route guard (src/ssr/routeGuard.ts), allowed by its hash.
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
export function cspDirectivesFor(payments: Pick<PaymentsConfig, 'gatewayUrl'>): Record<string, readonly string[]> {
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
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Sets the security headers on every answer, API, static files, media and errors alike. */
export function securityHeaders(payments: Pick<PaymentsConfig, 'gatewayUrl'>): MiddlewareHandler {
  const headers = { 'Content-Security-Policy': contentSecurityPolicy(cspDirectivesFor(payments)), ...SECURITY_HEADERS };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
