import { readCookie } from '../i18n';

/**
 * Where this device keeps the session token (a session lasts 180 days, the token's own exp), sent to the API as a
 * bearer header. Not a cookie: the server never reads one, and a cookie travels with every request
 * (documents, assets) to wherever it may be logged.
 */
export const SESSION_STORAGE_KEY = 'ritmo-session';
/** The cookie earlier versions kept the token in: moved to storage once, then expired. */
export const LEGACY_SESSION_COOKIE = 'session';

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

/** Session: a token whose exp has passed (or that carries none) is no longer usable. */
export function isTokenUsable(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== undefined && expiresAt > now;
}

export function readStoredToken(): string | undefined {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** The stored token when it is still usable; never removes anything (safe during render). */
export function peekUsableToken(): string | undefined {
  const token = readStoredToken();
  return token && isTokenUsable(token) ? token : undefined;
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, token);
  } catch {
    // Storage refused (full, or turned off): the session lasts while the app stays open.
  }
}

export function removeStoredToken(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing could be stored either.
  }
}

/** A token an earlier version left in the `session` cookie moves to storage (unless one is there), and the cookie is expired. */
export function moveLegacySessionCookie(): void {
  const legacy = readCookie(LEGACY_SESSION_COOKIE);
  if (legacy === null) return;
  if (legacy && !readStoredToken()) storeToken(legacy);
  document.cookie = `${LEGACY_SESSION_COOKIE}=;path=/;max-age=0`;
}
