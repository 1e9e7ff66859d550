import { jwtVerify, SignJWT, errors } from 'jose';
import * as v from 'valibot';

/** The audience of staff tokens: customer tokens carry none, and each guard refuses the other's. */
export const STAFF_AUDIENCE = 'ritmo-staff';
const ALGORITHM = 'HS256';
/** A shift's sign-in lasts as long as a customer's session would; removal or sign-out ends it sooner. */
const STAFF_TOKEN_SECONDS = 180 * 24 * 60 * 60;

export interface StaffClaims {
  id: number;
  email: string;
  iat: number;
  exp: number;
}

const ClaimsSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  email: v.string(),
  iat: v.number(),
  exp: v.number(),
});

export async function signStaffToken(secret: Uint8Array, who: { id: number; email: string }, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ id: who.id, email: who.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + STAFF_TOKEN_SECONDS)
    .sign(secret);
}

/** The claims of a well-signed, unexpired staff token; null for anything else (a customer token included). */
export async function verifyStaffToken(secret: Uint8Array, token: string, now = new Date()): Promise<StaffClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      audience: STAFF_AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'aud'],
    });
    const parsed = v.safeParse(ClaimsSchema, payload);
    return parsed.success ? parsed.output : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
