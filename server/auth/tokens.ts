import { jwtVerify, SignJWT, errors } from 'jose';
import * as v from 'valibot';
import { SESSION_COOKIE_DAYS } from '../../src/domain/constants';

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

/** Spec §3 token payload (id, code, email, exp), valid as long as the 180-day session cookie. */
export async function signSessionToken(secret: Uint8Array, who: SessionIdentity, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ id: who.id, code: who.code, email: who.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_SECONDS)
    .sign(secret);
}

/** The claims of a well-signed, unexpired token; null for anything else (tampered, expired, other algorithm). */
export async function verifySessionToken(secret: Uint8Array, token: string, now = new Date()): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
    });
    const parsed = v.safeParse(ClaimsSchema, payload);
    return parsed.success ? parsed.output : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
