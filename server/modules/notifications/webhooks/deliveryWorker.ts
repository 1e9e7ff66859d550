import type { Logger } from 'pino';
import { Webhook } from 'standardwebhooks';
import type { Database } from '../../../platform/db/connect';
import { queueDrainer, type QueueDrainer } from '../../../platform/queues/queueDrainer';
import { claimDueDeliveries, markDelivered, markFailed, markTryFailed, type ClaimedDelivery } from './deliveryQueue';
import { webhookEvent } from './payload';
import { postWebhook } from './post';
import { parseWebhookUrl, resolveWebhookTarget, UnsafeWebhookUrl, type UrlPolicy } from './safeUrl';

/** Sends the webhook queue; drain() resolves with how many deliveries their receivers took. */
export type WebhookWorker = QueueDrainer;

export interface WebhookWorkerDeps extends UrlPolicy {
  db: Database;
  logger: Logger;
  /** How long one try may take, connection to answer (10 s by default). */
  timeoutMs?: number | undefined;
  /** The clock of the queue: what is due, back-off, the day of tries. */
  now?: (() => Date) | undefined;
  /** The time signed into `webhook-timestamp`; receivers compare it with their own clock, so it is the real time. */
  signedAt?: (() => Date) | undefined;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const LEASE_MARGIN_MS = 30_000;
const USER_AGENT = 'Ritmo-Webhooks/1';

/** The headers of one try: the event id stays the same on every try, the timestamp and signature are fresh. */
export function signedHeaders(row: Pick<ClaimedDelivery, 'eventId' | 'secret'>, body: string, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': row.eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(row.secret).sign(row.eventId, at, body),
  };
}

/**
 * Sends the durable webhook queue (./deliveryQueue.ts), at least once and in order per order: each due
 * row is signed (Standard Webhooks) and POSTed to its subscription's URL, connecting only to an address
 * checked after resolution (./safeUrl.ts); a refused address fails the row at once, anything but a 2xx
 * (a redirect included) is tried again later.
 */
export function createWebhookWorker({
  db,
  logger,
  allowLocal,
  lookup,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  now = () => new Date(),
  signedAt = () => new Date(),
}: WebhookWorkerDeps): WebhookWorker {
  const policy: UrlPolicy = { allowLocal, lookup };

  async function sendOne(row: ClaimedDelivery): Promise<boolean> {
    const log = { deliveryId: row.id, subscriptionId: row.subscriptionId, eventId: row.eventId, type: row.type, attempts: row.attempts };
    if (!row.live) {
      await markFailed(db, row.id, 'the subscription was removed or its key revoked', now());
      return false;
    }
    let url: URL;
    let target;
    try {
      url = parseWebhookUrl(row.url, policy);
      target = await resolveWebhookTarget(url, policy);
    } catch (error) {
      if (!(error instanceof UnsafeWebhookUrl)) throw error;
      if (error.reason === 'unresolvable') {
        await markTryFailed(db, row, { status: null, error: error.message }, now());
      } else {
        await markFailed(db, row.id, error.message, now());
        logger.warn({ ...log, reason: error.reason }, 'Webhook refused: its URL is not a public https one');
      }
      return false;
    }
    const body = JSON.stringify(webhookEvent(row));
    const outcome = await postWebhook(url, target, signedHeaders(row, body, signedAt()), body, timeoutMs);
    if (outcome.ok) {
      await markDelivered(db, row.id, outcome.status, now());
      return true;
    }
    const givenUp = await markTryFailed(db, row, outcome, now());
    if (givenUp) logger.error({ ...log, status: outcome.status, error: outcome.error }, 'Webhook failed for a day of tries: given up');
    else logger.warn({ ...log, status: outcome.status, error: outcome.error }, 'Webhook not taken; it will be tried again');
    return false;
  }

  return queueDrainer({
    // The rows of a batch are sent one after the other: the lease outlasts them all, so no other process sends one meanwhile.
    claimDue: (batch) => claimDueDeliveries(db, now(), batch, batch * timeoutMs + LEASE_MARGIN_MS),
    sendOne,
    logger,
    failureMessage: 'Sending the webhook queue failed',
  });
}
