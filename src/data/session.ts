import type { EndpointName, Session } from '../api/contract';
import { clearCartState } from './cart/state';
import { accountFromSession, sessionFromAccount } from './sessionAccount';
import type { StoredSession } from './db';
import { openDatabase } from './openDatabase';
import { useStoredQuery } from './useStoredQuery';
import { isOnline } from './online';
import { apiClient, onUnauthorized, provideSessionToken } from './runtime';
import { isTokenUsable, moveLegacySessionCookie, peekUsableToken, readStoredToken, removeStoredToken, storeToken } from './sessionToken';
import { registerStartupStep } from './startup';
import { clearCustomerScope } from './sync/customerScope';

/** Why a session ended without the customer signing out: its exp passed, or the server refused it. */
export type SessionEndReason = 'expired' | 'unauthorized';

export type { StoredSession } from './db';

const LOGOUT_WAIT_MS = 3000;
/** A 401 from these means a wrong code or link, not a dead session. */
const SIGN_IN_ENDPOINTS: ReadonlySet<EndpointName> = new Set(['loginStart', 'loginEnd', 'loginGoogle', 'loginLink', 'loginEmulate', 'logout']);

const endedListeners = new Set<(reason: SessionEndReason) => void>();

/** Tells the UI when a session ends by itself, so it can say so (an info alert). */
export function subscribeSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

const signedInListeners = new Set<() => void>();

/** Tells the app when a customer signs in on this device (to start the signed-in customer's services). */
export function subscribeSignedIn(listener: () => void): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

let ending: Promise<void> | undefined;

/** Signs out on this device only (the server already refuses the token). */
function endSessionLocally(reason: SessionEndReason): Promise<void> {
  ending ??= (async () => {
    removeStoredToken();
    const db = await openDatabase();
    const hadSession = (await db.session.count()) > 0;
    await clearCustomerScope();
    if (hadSession) for (const listener of endedListeners) listener(reason);
  })().finally(() => {
    ending = undefined;
  });
  return ending;
}

/** Session: the token for the bearer header; an expired one is removed and undefined returned. */
export function getSessionToken(): string | undefined {
  const token = readStoredToken();
  if (!token) return undefined;
  if (isTokenUsable(token)) return token;
  void endSessionLocally('expired');
  return undefined;
}

/** The stored session (live from Dexie); signed in only while storage holds a usable token. */
export function useSession(): { session: StoredSession | null; isSignedIn: boolean; ready: boolean } {
  const row = useStoredQuery(async (db) => (await db.session.get('current')) ?? null, []);
  if (row === undefined) return { session: null, isSignedIn: false, ready: false };
  const session = row && peekUsableToken() ? row.data : null;
  return { session, isSignedIn: session !== null, ready: true };
}

/** Stores a session answered by a sign-in call: the token, the Dexie row, then the account mirror. */
export async function signIn(session: Session): Promise<void> {
  storeToken(session.token);
  provideSessionToken(getSessionToken);
  const db = await openDatabase();
  const previous = await db.session.get('current');
  // Another customer's data (mirrors, queued writes, stamps) is not this one's.
  if (previous && previous.data.user.id !== session.user.id) await clearCustomerScope();
  await db.transaction('rw', [db.session, db.account], async () => {
    const { preferences: _contact, ...stored } = session;
    await db.session.put({ key: 'current', data: stored, fetchedAt: Date.now() });
    const account = await db.account.get('current');
    // Stamped as never fetched; the customer engine, started on sign-in, replaces it.
    if (account?.data.id !== session.user.id) await db.account.put({ key: 'current', data: accountFromSession(session), fetchedAt: 0 });
  });
  for (const listener of signedInListeners) listener();
}

/**
 * Signs in with a bare token (support login, or a token without a stored session): the account call
 * made with it gives the session. False when the server does not accept it; the previous token stays.
 */
export async function signInWithToken(token: string): Promise<boolean> {
  const previousToken = readStoredToken();
  storeToken(token);
  provideSessionToken(getSessionToken);
  const answer = await apiClient.call('account');
  if (answer.status === 'ok') {
    await signIn(sessionFromAccount(token, answer.data));
    return true;
  }
  if (previousToken && readStoredToken() === token) storeToken(previousToken);
  else if (!previousToken) removeStoredToken();
  return false;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

/** Logout: tells the server (best effort), removes the token, the customer's data and the cart. */
export async function signOut(): Promise<void> {
  if (peekUsableToken() && isOnline()) await within(apiClient.call('logout', { body: {} }), LOGOUT_WAIT_MS);
  removeStoredToken();
  await clearCustomerScope();
  clearCartState();
}

/** App start: drop an expired session, rebuild a missing one from the token (the customer engine refreshes the mirrors). */
export async function restoreSession(): Promise<void> {
  const token = getSessionToken();
  const row = await (await openDatabase()).session.get('current');
  if (!token) {
    if (row) await endSessionLocally('expired');
    return;
  }
  if (!row || row.data.token !== token) {
    if (isOnline()) await signInWithToken(token);
  }
}

let started = false;

/** Wires the session into the app: bearer token, 401 handling, the start-up step. */
export function startSession(): void {
  if (started) return;
  started = true;
  moveLegacySessionCookie();
  provideSessionToken(getSessionToken);
  onUnauthorized((endpoint) => {
    if (!SIGN_IN_ENDPOINTS.has(endpoint)) void endSessionLocally('unauthorized');
  });
  registerStartupStep({ name: 'session', run: restoreSession });
}
