import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT, errors } from 'jose';
import * as v from 'valibot';
import { SESSION_COOKIE_DAYS } from '../../../../src/domain/constants';

/** The one algorithm accepted: a token signed any other way (or with `none`) is refused. */
const ALGORITHM = 'HS256';
const SESSION_SECONDS = SESSION_COOKIE_DAYS * 24 * 60 * 60;

export interface SessionIdentity {
  id: number;
  code: string;
  email: string;
}
export interface SessionClaims extends SessionIdentity {
  /** Seconds since the epoch, as in the JWT. */
  exp: number;
  iat: number;
}

const ClaimsSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  code: v.string(),
  email: v.string(),
  exp: v.number(),
  iat: v.number(),
});

/**
 * The secret as an imported HMAC key, made once per secret: given the raw bytes, jose imports the key on
 * every call, which was a twentieth of each order creation's server CPU.
 */
const importedKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = importedKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    importedKeys.set(secret, key);
  }
  return key;
}

/** Token payload (id, code, email, exp), valid as long as the 180-day session cookie. */
export async function signSessionToken(secret: Uint8Array, who: SessionIdentity, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ id: who.id, code: who.code, email: who.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_SECONDS)
    .sign(await hmacKey(secret));
}

/**
 * Tokens already found well signed, per secret: an app sends the same token with every call for months, and
 * checking its signature again (an asynchronous WebCrypto job) cost every order creation about 4 % of its
 * CPU. Expiry is still judged on every use; only the signature check is kept.
 */
const MAX_VERIFIED_TOKENS = 10_000;
const verifiedTokens = new WeakMap<Uint8Array, Map<string, SessionClaims>>();

function verifiedTokensOf(secret: Uint8Array): Map<string, SessionClaims> {
  let kept = verifiedTokens.get(secret);
  if (!kept) {
    kept = new Map();
    verifiedTokens.set(secret, kept);
  }
  return kept;
}

function keepVerified(kept: Map<string, SessionClaims>, token: string, claims: SessionClaims): void {
  if (kept.size >= MAX_VERIFIED_TOKENS) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
  kept.set(token, claims);
}

/** The claims of a well-signed, unexpired token; null for anything else (tampered, expired, other algorithm). */
export async function verifySessionToken(secret: Uint8Array, token: string, now = new Date()): Promise<SessionClaims | null> {
  const kept = verifiedTokensOf(secret);
  const known = kept.get(token);
  if (known) return known.exp * 1000 > now.getTime() ? known : null;
  const claims = await checkSessionToken(secret, token, now);
  if (claims) keepVerified(kept, token, claims);
  return claims;
}

async function checkSessionToken(secret: Uint8Array, token: string, now: Date): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
    });
    // A token with an audience is another side's (staff): it never acts as a customer.
    if (payload.aud !== undefined) return null;
    const parsed = v.safeParse(ClaimsSchema, payload);
    return parsed.success ? parsed.output : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
