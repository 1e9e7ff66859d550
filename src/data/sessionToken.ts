import { SESSION_COOKIE_DAYS } from '../domain/constants';
import { readCookie } from '../i18n';

/** Cookie holding the session token (spec §4/§9: 180 days), sent to the API as a bearer header. */
export const SESSION_COOKIE = 'session';

/** The `exp` of a JWT in milliseconds, read without verifying (the server verifies); undefined if unreadable. */
export function tokenExpiresAt(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** Spec §4 session: a token whose exp has passed (or that carries none) is no longer usable. */
export function isTokenUsable(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== undefined && expiresAt > now;
}

export function readTokenCookie(): string | undefined {
  try {
    return readCookie(SESSION_COOKIE) || undefined;
  } catch {
    return undefined;
  }
}

/** The stored token when it is still usable; never removes anything (safe during render). */
export function peekUsableToken(): string | undefined {
  const token = readTokenCookie();
  return token && isTokenUsable(token) ? token : undefined;
}

function secureAttribute(): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

export function writeTokenCookie(token: string): void {
  const maxAge = SESSION_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${maxAge}; SameSite=Lax${secureAttribute()}`;
}

export function removeTokenCookie(): void {
  document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0; SameSite=Lax${secureAttribute()}`;
}
