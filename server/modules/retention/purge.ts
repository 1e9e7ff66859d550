import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../platform/db/connect';
import { rowsOf } from '../../platform/db/rawStatements';
import {
  loginCodes,
  mailOutbox,
  oauthStates,
  rateEvents,
  runOnce,
  socialLoginCodes,
  soldOutItems,
  staffLoginCodes,
  webhookDeliveries,
} from '../../platform/db/schema';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How long each kind of record is kept (docs/running/deploy.md, "Retention"). Sign-in secrets live minutes; a day more
 * keeps them for support questions. Replay records (Idempotency-Key of orders, X-Client-Mutation-Id of
 * outbox writes) must outlive the longest an app may stay offline and then replay: a week, where Stripe
 * keeps its keys 24 hours, because our outbox replays after the phone comes back, not within one session.
 */
export const RETENTION_MS = {
  expiredSignInSecrets: DAY,
  rateEvents: DAY,
  replayRecords: 7 * DAY,
  demoMail: 7 * DAY,
  /** A snooze that has ended changes nothing; the availability log keeps that it happened. */
  endedSoldOut: DAY,
  /** A delivered webhook: kept a week for a till's support questions. A failed one stays until removed or retried. */
  deliveredWebhooks: 7 * DAY,
} as const;

export const PURGE_INTERVAL_MS = HOUR;

export type PurgeReport = Record<
  | 'loginCodes'
  | 'staffLoginCodes'
  | 'oauthStates'
  | 'socialLoginCodes'
  | 'rateEvents'
  | 'idempotencyKeys'
  | 'clientMutations'
  | 'demoMail'
  | 'endedSoldOut'
  | 'deliveredWebhooks',
  number
>;

/**
 * Deletes what is past its window, in one transaction under a database lock: with several processes on
 * one PostgreSQL, one purges and the others find the lock taken and skip ('busy').
 */
export async function purgeExpired(db: Database, now: Date): Promise<PurgeReport | 'busy'> {
  const before = (windowMs: number) => new Date(now.getTime() - windowMs);
  const secrets = before(RETENTION_MS.expiredSignInSecrets);
  const replays = before(RETENTION_MS.replayRecords);
  return db.transaction(async (tx) => {
    const rows = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext('retention-purge')) as locked`);
    if (!rows[0]?.locked) return 'busy';
    const removed = async (deleted: Promise<unknown[]>) => (await deleted).length;
    return {
      loginCodes: await removed(
        tx
          .delete(loginCodes)
          .where(and(lt(loginCodes.expiresAt, secrets), or(isNull(loginCodes.linkExpiresAt), lt(loginCodes.linkExpiresAt, secrets))))
          .returning({ id: loginCodes.id }),
      ),
      staffLoginCodes: await removed(tx.delete(staffLoginCodes).where(lt(staffLoginCodes.expiresAt, secrets)).returning({ id: staffLoginCodes.id })),
      oauthStates: await removed(tx.delete(oauthStates).where(lt(oauthStates.createdAt, secrets)).returning({ state: oauthStates.state })),
      socialLoginCodes: await removed(
        tx.delete(socialLoginCodes).where(lt(socialLoginCodes.expiresAt, secrets)).returning({ code: socialLoginCodes.codeHash }),
      ),
      rateEvents: await removed(
        tx
          .delete(rateEvents)
          .where(lt(rateEvents.at, before(RETENTION_MS.rateEvents)))
          .returning({ id: rateEvents.id }),
      ),
      idempotencyKeys: await removed(
        tx
          .delete(runOnce)
          .where(and(eq(runOnce.scope, 'order'), lt(runOnce.createdAt, replays)))
          .returning({ key: runOnce.key }),
      ),
      clientMutations: await removed(
        tx
          .delete(runOnce)
          .where(and(eq(runOnce.scope, 'mutation'), lt(runOnce.createdAt, replays)))
          .returning({ key: runOnce.key }),
      ),
      demoMail: await removed(
        tx
          .delete(mailOutbox)
          .where(lt(mailOutbox.createdAt, before(RETENTION_MS.demoMail)))
          .returning({ id: mailOutbox.id }),
      ),
      endedSoldOut: await removed(
        tx
          .delete(soldOutItems)
          .where(lt(soldOutItems.until, before(RETENTION_MS.endedSoldOut)))
          .returning({ id: soldOutItems.id }),
      ),
      deliveredWebhooks: await removed(
        tx
          .delete(webhookDeliveries)
          .where(lt(webhookDeliveries.deliveredAt, before(RETENTION_MS.deliveredWebhooks)))
          .returning({ id: webhookDeliveries.id }),
      ),
    };
  });
}

/** Purges a minute after start, then hourly; stop() ends it. Failures are logged, the timer goes on. */
export function startRetentionPurge(db: Database, options: { logger: Logger; now?: (() => Date) | undefined; intervalMs?: number }): () => void {
  const now = options.now ?? (() => new Date());
  const run = () => {
    purgeExpired(db, now())
      .then((report) => {
        if (report !== 'busy' && Object.values(report).some((count) => count > 0)) options.logger.info({ removed: report }, 'Retention purge');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'Retention purge failed'));
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, options.intervalMs ?? PURGE_INTERVAL_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
