import type { Logger } from 'pino';
import type { Database } from '../../../platform/db/connect';
import { ApiFailure, notFound } from '../../../platform/http/envelope';
import { rateRoom, takeRateSlot, type RateLimit } from '../../../platform/http/rateLimit';
import { findCustomerById } from './customerAccounts';
import { sameSecret } from './oneTimeSecrets';
import { issueSessionToken } from './sessions';

const MINUTE = 60_000;

/** Wrong support secrets one client address may present in 15 minutes; over it every try is 429, the right secret too. */
export const SUPPORT_SIGN_IN_WRONG_TRIES = { max: 10, windowMs: 15 * MINUTE } as const;

const wrongTriesFrom = (address: string): RateLimit => ({ bucket: 'login-emulate:wrong-secret', key: address, ...SUPPORT_SIGN_IN_WRONG_TRIES });

export interface SupportSignInDeps {
  db: Database;
  secret: Uint8Array;
  /** SUPPORT_SECRET; null when support sign-in is off. */
  supportSecret: string | null;
  logger: Logger;
  now: () => Date;
}

export interface SupportSignInRequest {
  /** X-Support-Secret as sent; never logged. */
  presented: string | undefined;
  customerId: number;
  clientAddress: string;
  userAgent: string | undefined;
}

type Outcome = 'signed-in' | 'off' | 'wrong-secret' | 'rate-limited' | 'no-such-customer';

const tooManyTries = (retryAfterSeconds: number) =>
  new ApiFailure(429, 'rate_limited', 'Too many wrong support secrets. Try again in a few minutes.', undefined, retryAfterSeconds);

/**
 * login-emulate: a session as the customer for whoever holds SUPPORT_SECRET. Every try is logged with
 * the customer asked for and where it came from (the secret's holder is known only by that), and wrong
 * secrets are counted per address in the database, so guessing is slow on every server process.
 */
export async function supportSignIn(deps: SupportSignInDeps, request: SupportSignInRequest): Promise<string> {
  const now = deps.now();
  const log = (outcome: Outcome) =>
    deps.logger.warn(
      { supportSignIn: outcome, customerId: request.customerId, clientAddress: request.clientAddress, userAgent: request.userAgent?.slice(0, 200) },
      'Support sign-in as a customer',
    );
  if (!deps.supportSecret) {
    log('off');
    throw new ApiFailure(403, 'forbidden', 'Support sign-in is not allowed');
  }
  const limit = wrongTriesFrom(request.clientAddress);
  const room = await rateRoom(deps.db, limit, now);
  if (!room.taken) {
    log('rate-limited');
    throw tooManyTries(room.retryAfterSeconds);
  }
  if (request.presented === undefined || !sameSecret(request.presented, deps.supportSecret)) {
    const slot = await takeRateSlot(deps.db, [limit], now);
    log(slot.taken ? 'wrong-secret' : 'rate-limited');
    if (!slot.taken) throw tooManyTries(slot.retryAfterSeconds);
    throw new ApiFailure(403, 'forbidden', 'Support sign-in is not allowed');
  }
  const customer = await findCustomerById(deps.db, request.customerId);
  if (!customer) {
    log('no-such-customer');
    throw notFound(`Customer ${request.customerId} not found`);
  }
  log('signed-in');
  return issueSessionToken(deps.secret, customer, now);
}
