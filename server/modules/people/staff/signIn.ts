import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Language } from '../../../../src/api/contract';
import type { StaffSession } from '../../../../src/api/contract/counter/staff';
import { CODE_MINUTES } from '../signIn/loginCodes';
import { newLoginCode, secretHash } from '../signIn/oneTimeSecrets';
import { checkTypedCode, refusedCode } from '../signIn/typedCodeCheck';
import { SIGN_IN_LIMITS } from '../signIn/signInLimits';
import { failuresLimitedAttempt, takeRateSlot, type RateLimit } from '../../../platform/http/rateLimit';
import { staffOfToken } from './identity';
import { signStaffToken } from '../signIn/staffTokens';
import type { Database } from '../../../platform/db/connect';
import type { Executor, Transaction } from '../../../platform/db/transaction';
import { staff, staffLoginCodes } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/envelope';
import type { Mailer } from '../../notifications/mail/mailer';
import { staffMemberView } from './members';
import { staffSignInMail } from './signInMail';

const MINUTE = 60_000;
const MAIL_RETRY_SECONDS = 60;

export interface StaffSignInDeps {
  db: Database;
  secret: Uint8Array;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
}

/**
 * The customers' limits and numbers (server/modules/people/signIn/signInLimits.ts) in buckets of their own: a barista who is
 * also a customer is not kept out of one by tries at the other.
 */
export function staffSignInLimits(step: keyof typeof SIGN_IN_LIMITS, email: string, address: string): RateLimit[] {
  const limits = SIGN_IN_LIMITS[step];
  const bucket = `staff-${step}`;
  return [
    { bucket: `${bucket}:address`, key: address, ...limits.perAddress },
    { bucket: `${bucket}:email-from-address`, key: `${email}\n${address}`, ...limits.perEmailFromAddress },
    { bucket: `${bucket}:email`, key: email, ...limits.perEmail },
  ];
}

// Its own purpose: a customer's code hash for the same e-mail and code never matches a staff one.
const codeHash = (secret: Uint8Array, email: string, code: string) => secretHash(secret, 'staff-login-code', `${email}\n${code}`);

async function takeStartSlot(db: Database, email: string, address: string, now: Date): Promise<void> {
  const slot = await takeRateSlot(db, staffSignInLimits('start', email, address), now);
  if (!slot.taken) throw new ApiFailure(429, 'rate_limited', 'Too many sign-in requests. Try again in a few minutes.', undefined, slot.retryAfterSeconds);
}

/**
 * A fresh staff sign-in code for the e-mail, valid `minutes` (the mail's few, or an invitation's days):
 * stored hashed, it replaces the e-mail's earlier codes, as the code check reads only the latest.
 */
export async function storeStaffCode(
  db: Executor,
  secret: Uint8Array,
  { email, now, minutes, clientAddress = '' }: { email: string; now: Date; minutes: number; clientAddress?: string },
): Promise<string> {
  const code = newLoginCode();
  await db
    .insert(staffLoginCodes)
    .values({ email, codeHash: codeHash(secret, email, code), expiresAt: new Date(now.getTime() + minutes * MINUTE), clientAddress, createdAt: now });
  return code;
}

/**
 * staff login-start: a fresh code by e-mail to a member of staff, replacing the earlier one. Anyone else
 * gets the same answer and no mail, so the call never tells who works at the counter.
 */
export async function startStaffSignIn(
  deps: StaffSignInDeps,
  request: { email: string; language: Language; clientAddress: string },
): Promise<{ expiresInSeconds: number }> {
  const { db, secret } = deps;
  const { email, language, clientAddress } = request;
  const now = deps.now();
  await takeStartSlot(db, email, clientAddress, now);
  const answer = { expiresInSeconds: CODE_MINUTES * 60 };
  const [member] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
  if (!member) return answer;

  const code = await storeStaffCode(db, secret, { email, now, minutes: CODE_MINUTES, clientAddress });
  try {
    await deps.mailer.send(staffSignInMail({ to: email, language, code, codeMinutes: CODE_MINUTES }), now);
  } catch (error) {
    deps.logger.error({ err: error, to: email }, 'The staff sign-in e-mail could not be sent');
    throw new ApiFailure(503, 'mail_unavailable', 'The e-mail could not be sent. Try again in a few minutes.', undefined, MAIL_RETRY_SECONDS);
  }
  return answer;
}

type CodeOutcome = { kind: 'signed-in'; staffId: number } | { kind: 'expired' } | { kind: 'wrong' } | { kind: 'burnt' };

/** Checks the typed code against the e-mail's latest staff code, in the caller's transaction; wrong tries are counted even though they fail. */
async function checkCode(tx: Transaction, secret: Uint8Array, email: string, code: string, now: Date): Promise<CodeOutcome> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-sign-in:${email}`}))`);
  const [latest] = await tx.select().from(staffLoginCodes).where(eq(staffLoginCodes.email, email)).orderBy(desc(staffLoginCodes.id)).limit(1);
  const verdict = await checkTypedCode(latest, codeHash(secret, email, code), now, (stored, failedAttempts) =>
    tx.update(staffLoginCodes).set({ failedAttempts }).where(eq(staffLoginCodes.id, stored.id)),
  );
  if (verdict !== 'right') return { kind: verdict };
  await tx
    .update(staffLoginCodes)
    .set({ consumedAt: now })
    .where(and(eq(staffLoginCodes.email, email), isNull(staffLoginCodes.consumedAt)));
  // Removed since the code was sent: the code opens nothing.
  const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
  return member ? { kind: 'signed-in', staffId: member.id } : { kind: 'wrong' };
}

/** A staff token the guard accepts: never dated before the member's last sign-out, even within its second. */
async function issueStaffToken(deps: StaffSignInDeps, staffId: number, now: Date): Promise<string> {
  const [row] = await deps.db.select({ id: staff.id, email: staff.email, notBefore: staff.notBefore }).from(staff).where(eq(staff.id, staffId));
  if (!row) throw new ApiFailure(401, 'wrong_code', 'The access code is not correct, please try again.');
  const issuedAt = row.notBefore && row.notBefore > now ? row.notBefore : now;
  return signStaffToken(deps.secret, row, issuedAt);
}

/**
 * staff login-end: a staff token and the member for the right code, 'error_date' for an expired one, 401
 * otherwise (an e-mail that is not staff included). Tries that do not sign in are counted, as for customers.
 */
export async function finishStaffSignIn(
  deps: StaffSignInDeps,
  request: { email: string; code: string; clientAddress: string },
): Promise<StaffSession | 'error_date'> {
  const now = deps.now();
  const tried = await failuresLimitedAttempt(
    deps.db,
    staffSignInLimits('codeTries', request.email, request.clientAddress),
    now,
    (tx) => checkCode(tx, deps.secret, request.email, request.code, now),
    (outcome) => outcome.kind === 'signed-in',
  );
  if (!tried.taken) throw new ApiFailure(429, 'rate_limited', 'Too many tries. Try again in a few minutes.', undefined, tried.retryAfterSeconds);
  const outcome = tried.result;
  switch (outcome.kind) {
    case 'signed-in': {
      const token = await issueStaffToken(deps, outcome.staffId, now);
      const member = await staffOfToken(deps.db, deps.secret, token, now);
      if (!member) throw new ApiFailure(401, 'wrong_code', 'The access code is not correct, please try again.');
      return { token, staff: await staffMemberView(deps.db, member) };
    }
    case 'expired':
      return 'error_date';
    case 'burnt':
    case 'wrong':
      throw refusedCode(outcome.kind);
  }
}
