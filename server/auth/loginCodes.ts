import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Language, Session } from '../../src/api/contract';
import { LOGIN_CODE_MINUTES } from '../../src/domain/constants';
import type { Database } from '../db/connect';
import { loginCodes } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { Mailer } from '../mail/mailer';
import { signInMail } from '../mail/signInMail';
import { findOrCreateCustomer, type CustomerRow } from './customerAccounts';
import { newLoginCode, newOpaqueToken, sameSecret, secretHash } from './oneTimeSecrets';
import { LOGIN_START_LIMITS, takeRateSlot } from './rateLimit';
import { sessionAnswer } from './sessions';

/** DESIGN §4: the code is valid 10 minutes and burnt after 5 wrong tries; the link is valid 15 minutes. */
export const CODE_MINUTES = LOGIN_CODE_MINUTES;
export const LINK_MINUTES = 15;
export const MAX_WRONG_TRIES = 5;
const MINUTE = 60_000;

export interface EmailSignInDeps {
  db: Database;
  secret: Uint8Array;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  now: () => Date;
}

// The code is bound to the e-mail it was sent to: the same code typed for another e-mail never matches.
const codeHash = (secret: Uint8Array, email: string, code: string) => secretHash(secret, 'login-code', `${email}\n${code}`);
const linkHash = (secret: Uint8Array, token: string) => secretHash(secret, 'login-link', token);

export const magicLink = (publicUrl: string, token: string) => `${publicUrl}/#/user_login_link?code=${encodeURIComponent(token)}`;

/**
 * login-start: a fresh code and link by e-mail, replacing any earlier unused one. The answer is the same
 * whether or not the e-mail belongs to a customer (the first successful sign-in creates it).
 */
/** A mail server that failed is usually back within a minute or two. */
const MAIL_RETRY_SECONDS = 60;

export async function startEmailSignIn(
  deps: EmailSignInDeps,
  request: { email: string; language: Language; clientAddress: string },
): Promise<{ expiresInSeconds: number }> {
  const { db, secret, now: clock } = deps;
  const { email, language, clientAddress } = request;
  const now = clock();
  const slot = await takeRateSlot(
    db,
    [
      { bucket: 'login-start:email', key: email, ...LOGIN_START_LIMITS.perEmail },
      { bucket: 'login-start:address', key: clientAddress, ...LOGIN_START_LIMITS.perAddress },
    ],
    now,
  );
  if (!slot.taken) throw new ApiFailure(429, 'rate_limited', 'Too many sign-in requests. Try again in a few minutes.', undefined, slot.retryAfterSeconds);

  const code = newLoginCode();
  const linkToken = newOpaqueToken();
  await db.transaction(async (tx) => {
    await tx.update(loginCodes).set({ consumedAt: now }).where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt)));
    await tx.insert(loginCodes).values({
      email,
      codeHash: codeHash(secret, email, code),
      linkHash: linkHash(secret, linkToken),
      expiresAt: new Date(now.getTime() + CODE_MINUTES * MINUTE),
      linkExpiresAt: new Date(now.getTime() + LINK_MINUTES * MINUTE),
      language,
      clientAddress,
      createdAt: now,
    });
  });

  const mail = signInMail({ to: email, language, code, link: magicLink(deps.publicUrl, linkToken), codeMinutes: CODE_MINUTES, linkMinutes: LINK_MINUTES });
  try {
    await deps.mailer.send(mail, now);
  } catch (error) {
    deps.logger.error({ err: error, to: email }, 'The sign-in e-mail could not be sent');
    throw new ApiFailure(503, 'mail_unavailable', 'The e-mail could not be sent. Try again in a few minutes.', undefined, MAIL_RETRY_SECONDS);
  }
  return { expiresInSeconds: CODE_MINUTES * 60 };
}

type CodeOutcome = { kind: 'signed-in'; customer: CustomerRow } | { kind: 'expired' } | { kind: 'wrong' } | { kind: 'burnt' };

/** Checks the typed code against the e-mail's latest one; wrong tries are counted even though they fail. */
async function checkCode(deps: EmailSignInDeps, email: string, code: string, now: Date): Promise<CodeOutcome> {
  const { db, secret } = deps;
  return db.transaction(async (tx): Promise<CodeOutcome> => {
    const [latest] = await tx.select().from(loginCodes).where(eq(loginCodes.email, email)).orderBy(desc(loginCodes.id)).limit(1).for('update');
    if (!latest) return { kind: 'wrong' };
    if (latest.consumedAt) return { kind: latest.failedAttempts >= MAX_WRONG_TRIES ? 'burnt' : 'wrong' };
    if (latest.expiresAt <= now) return { kind: 'expired' };
    if (!sameSecret(latest.codeHash, codeHash(secret, email, code))) {
      const failedAttempts = latest.failedAttempts + 1;
      const burnt = failedAttempts >= MAX_WRONG_TRIES;
      await tx
        .update(loginCodes)
        .set({ failedAttempts, consumedAt: burnt ? now : null })
        .where(eq(loginCodes.id, latest.id));
      return { kind: burnt ? 'burnt' : 'wrong' };
    }
    await tx.update(loginCodes).set({ consumedAt: now }).where(eq(loginCodes.id, latest.id));
    const { customer } = await findOrCreateCustomer(tx, email, now);
    return { kind: 'signed-in', customer };
  });
}

/** login-end: a session for the right code, 'error_date' (spec §7) for an expired one, 401 otherwise. */
export async function finishEmailSignIn(deps: EmailSignInDeps, request: { email: string; code: string }): Promise<Session | 'error_date'> {
  const now = deps.now();
  const outcome = await checkCode(deps, request.email, request.code, now);
  switch (outcome.kind) {
    case 'signed-in':
      return sessionAnswer(deps.db, deps.secret, outcome.customer, now);
    case 'expired':
      return 'error_date';
    case 'burnt':
      throw new ApiFailure(401, 'code_burnt', 'Too many wrong tries: this code no longer works. Ask for a new one.');
    case 'wrong':
      throw new ApiFailure(401, 'wrong_code', 'The access code is not correct, please try again.');
  }
}

/** lfl: the e-mailed link signs in once within 15 minutes; it shares its row with the code, so using either ends both. */
export async function finishLinkSignIn(deps: EmailSignInDeps, token: string): Promise<Session> {
  const { db, secret } = deps;
  const now = deps.now();
  const customer = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(loginCodes).where(eq(loginCodes.linkHash, linkHash(secret, token))).for('update');
    if (!row || row.consumedAt || !row.linkExpiresAt || row.linkExpiresAt <= now) return null;
    await tx.update(loginCodes).set({ consumedAt: now }).where(eq(loginCodes.id, row.id));
    return (await findOrCreateCustomer(tx, row.email, now)).customer;
  });
  if (!customer) throw new ApiFailure(401, 'link_expired', 'The used link has already been used or has expired.');
  return sessionAnswer(db, secret, customer, now);
}
