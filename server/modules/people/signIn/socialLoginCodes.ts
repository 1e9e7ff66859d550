import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/transaction';
import { socialLoginCodes } from '../../../platform/db/schema';
import { newOpaqueToken, secretHash } from './oneTimeSecrets';

/** The hand-over code of a social sign-in lives 5 minutes: the app trades it at once. */
export const SOCIAL_CODE_MINUTES = 5;

const hashOf = (secret: Uint8Array, code: string) => secretHash(secret, 'social-login', code);

/** A one-time code for /#/user_login?code=… that login-google trades for a session (kept hashed). */
export async function createSocialLoginCode(db: Executor, secret: Uint8Array, customerId: number, now: Date): Promise<string> {
  const code = newOpaqueToken();
  await db.insert(socialLoginCodes).values({
    codeHash: hashOf(secret, code),
    customerId,
    expiresAt: new Date(now.getTime() + SOCIAL_CODE_MINUTES * 60_000),
    createdAt: now,
  });
  return code;
}

/** The customer id the code was made for, once: a used, expired or unknown code gives null. */
export async function redeemSocialLoginCode(db: Executor, secret: Uint8Array, code: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(socialLoginCodes)
    .set({ consumedAt: now })
    .where(and(eq(socialLoginCodes.codeHash, hashOf(secret, code)), isNull(socialLoginCodes.consumedAt), gt(socialLoginCodes.expiresAt, now)))
    .returning({ customerId: socialLoginCodes.customerId });
  return row?.customerId ?? null;
}
