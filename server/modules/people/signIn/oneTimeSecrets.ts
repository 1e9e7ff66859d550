import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '../../../../src/domain/text/validation';

/** 32 letters and digits a customer cannot confuse when typing: no 0/O, no 1/I. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A sign-in code (5 characters), uniformly drawn from CODE_ALPHABET. */
export function newLoginCode(): string {
  // 32 symbols: the low 5 bits of a random byte pick one without bias.
  return Array.from(randomBytes(LOGIN_CODE_LENGTH), (byte) => CODE_ALPHABET[byte & 31]).join('');
}

/** An unguessable token for links and one-time hand-overs (43 URL-safe characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a code or token: an HMAC keyed with the server secret, so a copy
 * of the database alone does not let anyone try codes offline. `purpose` keeps the kinds apart.
 */
export function secretHash(secret: Uint8Array, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('hex');
}

/** Compares two strings without leaking, through timing, where they differ or how long they are. */
export function sameSecret(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a).digest();
  const digestB = createHash('sha256').update(b).digest();
  return timingSafeEqual(digestA, digestB);
}
