import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/transaction';
import type { Logger } from 'pino';
import type { Language, Session } from '../../../../src/api/contract';
import { LOGIN_CODE_MINUTES } from '../../../../src/domain/constants';
import type { Database } from '../../../platform/db/connect';
import { loginCodes } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/envelope';
import type { Mailer } from '../../notifications/mail/mailer';
import { signInMail } from '../../notifications/mail/signInMail';
import { findOrCreateCustomer, type CustomerRow } from './customerAccounts';
import { newLoginCode, newOpaqueToken, secretHash } from './oneTimeSecrets';
import { checkTypedCode, refusedCode } from './typedCodeCheck';
import { failuresLimitedAttempt, takeRateSlot } from '../../../platform/http/rateLimit';
import { signInLimits } from './signInLimits';
import { sessionAnswer } from './sessions';

/**
 * The code is valid 10 minutes and burnt after 5 wrong tries (typedCodeCheck.ts); the link is valid 15 minutes.
 * Only the e-mail's latest code can be typed; every link mailed stays good until it expires or the
 * e-mail signs in (links cannot be guessed, and a stranger asking for codes must not spoil the owner's).
 */
export const CODE_MINUTES = LOGIN_CODE_MINUTES;
export const LINK_MINUTES = 15;
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

/** A mail server that failed is usually back within a minute or two. */
const MAIL_RETRY_SECONDS = 60;

/**
 * login-start: a fresh code and link by e-mail; the new code replaces the earlier one, burnt or not. The
 * answer is the same whether or not the e-mail belongs to a customer (the first sign-in creates it).
 */
export async function startEmailSignIn(
  deps: EmailSignInDeps,
  request: { email: string; language: Language; clientAddress: string },
): Promise<{ expiresInSeconds: number }> {
  const { db, secret, now: clock } = deps;
  const { email, language, clientAddress } = request;
  const now = clock();
  const slot = await takeRateSlot(db, signInLimits('start', email, clientAddress), now);
  if (!slot.taken) throw new ApiFailure(429, 'rate_limited', 'Too many sign-in requests. Try again in a few minutes.', undefined, slot.retryAfterSeconds);

  const code = newLoginCode();
  const linkToken = newOpaqueToken();
  await db.insert(loginCodes).values({
    email,
    codeHash: codeHash(secret, email, code),
    linkHash: linkHash(secret, linkToken),
    expiresAt: new Date(now.getTime() + CODE_MINUTES * MINUTE),
    linkExpiresAt: new Date(now.getTime() + LINK_MINUTES * MINUTE),
    language,
    clientAddress,
    createdAt: now,
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

/**
 * One sign-in check of an e-mail at a time: a code and a link used at once would otherwise lock the
 * e-mail's rows in opposite orders.
 */
async function lockEmail(tx: Transaction, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${email}`}))`);
}

/** Signing in ends every open code and link of the e-mail. */
async function signInEmail(tx: Transaction, email: string, now: Date): Promise<CustomerRow> {
  await tx
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt)));
  return (await findOrCreateCustomer(tx, email, now)).customer;
}

/** Checks the typed code against the e-mail's latest one, in the caller's transaction; wrong tries are counted even though they fail. */
async function checkCode(tx: Transaction, secret: Uint8Array, email: string, code: string, now: Date): Promise<CodeOutcome> {
  await lockEmail(tx, email);
  const [latest] = await tx.select().from(loginCodes).where(eq(loginCodes.email, email)).orderBy(desc(loginCodes.id)).limit(1);
  // A burnt code stays unused: its link still works, and the next login-start replaces it.
  const verdict = await checkTypedCode(latest, codeHash(secret, email, code), now, (stored, failedAttempts) =>
    tx.update(loginCodes).set({ failedAttempts }).where(eq(loginCodes.id, stored.id)),
  );
  if (verdict !== 'right') return { kind: verdict };
  return { kind: 'signed-in', customer: await signInEmail(tx, email, now) };
}

/**
 * login-end: a session for the right code, 'error_date' for an expired one, 401 otherwise.
 * Each try that does not sign in counts per address and per e-mail (signInLimits.ts); over a limit the
 * answer is 429 and the code is left untouched.
 */
export async function finishEmailSignIn(
  deps: EmailSignInDeps,
  request: { email: string; code: string; clientAddress: string },
): Promise<Session | 'error_date'> {
  const now = deps.now();
  const tried = await failuresLimitedAttempt(
    deps.db,
    signInLimits('codeTries', request.email, request.clientAddress),
    now,
    (tx) => checkCode(tx, deps.secret, request.email, request.code, now),
    (outcome) => outcome.kind === 'signed-in',
  );
  if (!tried.taken) throw new ApiFailure(429, 'rate_limited', 'Too many tries. Try again in a few minutes.', undefined, tried.retryAfterSeconds);
  const outcome = tried.result;
  switch (outcome.kind) {
    case 'signed-in':
      return sessionAnswer(deps.db, deps.secret, outcome.customer, now);
    case 'expired':
      return 'error_date';
    case 'burnt':
    case 'wrong':
      throw refusedCode(outcome.kind);
  }
}

/** lfl: an e-mailed link signs in once within 15 minutes; signing in by any code or link ends them all. */
export async function finishLinkSignIn(deps: EmailSignInDeps, token: string): Promise<Session> {
  const { db, secret } = deps;
  const now = deps.now();
  const customer = await db.transaction(async (tx) => {
    const hash = linkHash(secret, token);
    const [found] = await tx.select({ email: loginCodes.email }).from(loginCodes).where(eq(loginCodes.linkHash, hash));
    if (!found) return null;
    await lockEmail(tx, found.email);
    const [row] = await tx.select().from(loginCodes).where(eq(loginCodes.linkHash, hash));
    if (!row || row.consumedAt || !row.linkExpiresAt || row.linkExpiresAt <= now) return null;
    return signInEmail(tx, row.email, now);
  });
  if (!customer) throw new ApiFailure(401, 'link_expired', 'The used link has already been used or has expired.');
  return sessionAnswer(db, secret, customer, now);
}
