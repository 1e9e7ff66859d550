import { ApiFailure } from '../../../platform/http/envelope';
import { sameSecret } from './oneTimeSecrets';

/** A code is burnt after 5 wrong tries, for customers and staff alike. */
export const MAX_WRONG_TRIES = 5;

/** The stored side of an e-mailed code: customers' and staff's code rows both have these columns. */
export type StoredCode = { codeHash: string; failedAttempts: number; expiresAt: Date; consumedAt: Date | null };

export type TypedCodeVerdict = 'right' | 'expired' | 'wrong' | 'burnt';

/**
 * Judges a typed code against the e-mail's latest stored one: only an unused, unburnt, unexpired code can
 * match. A wrong try is counted through `countWrongTry` before the verdict; the try that reaches the limit
 * burns the code.
 */
export async function checkTypedCode<Code extends StoredCode>(
  latest: Code | undefined,
  typedHash: string,
  now: Date,
  countWrongTry: (code: Code, failedAttempts: number) => Promise<unknown>,
): Promise<TypedCodeVerdict> {
  if (!latest || latest.consumedAt) return 'wrong';
  if (latest.failedAttempts >= MAX_WRONG_TRIES) return 'burnt';
  if (latest.expiresAt <= now) return 'expired';
  if (!sameSecret(latest.codeHash, typedHash)) {
    const failedAttempts = latest.failedAttempts + 1;
    await countWrongTry(latest, failedAttempts);
    return failedAttempts >= MAX_WRONG_TRIES ? 'burnt' : 'wrong';
  }
  return 'right';
}

/** The 401 for a code that signs nobody in. */
export function refusedCode(verdict: 'wrong' | 'burnt'): ApiFailure {
  return verdict === 'burnt'
    ? new ApiFailure(401, 'code_burnt', 'Too many wrong tries: this code no longer works. Ask for a new one.')
    : new ApiFailure(401, 'wrong_code', 'The access code is not correct, please try again.');
}
