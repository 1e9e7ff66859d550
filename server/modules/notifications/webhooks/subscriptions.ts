import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { WebhookDelivery, WebhookDeliveryState, WebhookEventType, WebhookSubscription } from '../../../../src/api/contract/operator/webhooks';
import type { Database } from '../../../platform/db/connect';
import { operatorKeys, webhookDeliveries, webhookSubscriptions } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/envelope';
import { checkWebhookUrl, UnsafeWebhookUrl, type UrlPolicy } from './safeUrl';

const SECRET_BYTES = 32;
const DELIVERIES_SHOWN = 100;

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export const newSigningSecret = () => `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;

export interface SubscriptionRequest {
  keyId: number;
  url: string;
  events: readonly WebhookEventType[];
}

export interface ListedSubscription extends WebhookSubscription {
  keyPrefix: string;
}

/** Whose subscriptions a call may see: one key's (the API), or every one (the operator's command). */
export type SubscriptionOwner = { keyId: number } | 'any';

const ownedBy = (owner: SubscriptionOwner): SQL | undefined => (owner === 'any' ? undefined : eq(webhookSubscriptions.keyId, owner.keyId));

export const unknownWebhook = () => new ApiFailure(404, 'unknown_webhook', 'There is no such webhook subscription');

/**
 * Subscribes a URL to events for a live key. The URL must be https on a public address (local ones too
 * when the policy allows them), its host resolved now: 400 `webhook_url_refused` otherwise.
 */
export async function addSubscription(
  db: Database,
  request: SubscriptionRequest,
  policy: UrlPolicy,
  now: Date,
): Promise<WebhookSubscription & { secret: string }> {
  try {
    await checkWebhookUrl(request.url, policy);
  } catch (error) {
    if (error instanceof UnsafeWebhookUrl) throw new ApiFailure(400, 'webhook_url_refused', error.message, 'url');
    throw error;
  }
  const events = [...new Set(request.events)];
  return db.transaction(async (tx) => {
    const [key] = await tx
      .select({ id: operatorKeys.id })
      .from(operatorKeys)
      .where(and(eq(operatorKeys.id, request.keyId), isNull(operatorKeys.revokedAt)))
      .for('update');
    if (!key) throw new ApiFailure(404, 'unknown_key', 'There is no such live operator key');
    const [row] = await tx
      .insert(webhookSubscriptions)
      .values({ keyId: key.id, url: request.url, events, secret: newSigningSecret(), createdAt: now })
      .returning();
    if (!row) throw new Error('webhook_subscriptions row not written');
    return {
      id: row.id,
      url: row.url,
      events: row.events as WebhookEventType[],
      createdAt: row.createdAt.toISOString(),
      pending: 0,
      failed: 0,
      secret: row.secret,
    };
  });
}

const pendingCount = sql<number>`count(*) filter (where ${webhookDeliveries.id} is not null and ${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.failedAt} is null)`;
const failedCount = sql<number>`count(*) filter (where ${webhookDeliveries.failedAt} is not null)`;

/** The live subscriptions, oldest first, with how many deliveries wait and how many failed. */
export async function listSubscriptions(db: Database, owner: SubscriptionOwner): Promise<ListedSubscription[]> {
  const rows = await db
    .select({
      id: webhookSubscriptions.id,
      url: webhookSubscriptions.url,
      events: webhookSubscriptions.events,
      createdAt: webhookSubscriptions.createdAt,
      keyPrefix: operatorKeys.prefix,
      pending: pendingCount,
      failed: failedCount,
    })
    .from(webhookSubscriptions)
    .innerJoin(operatorKeys, eq(operatorKeys.id, webhookSubscriptions.keyId))
    .leftJoin(webhookDeliveries, eq(webhookDeliveries.subscriptionId, webhookSubscriptions.id))
    .where(and(isNull(webhookSubscriptions.disabledAt), ownedBy(owner)))
    .groupBy(webhookSubscriptions.id, operatorKeys.prefix)
    .orderBy(asc(webhookSubscriptions.id));
  return rows.map((row) => ({
    ...row,
    events: row.events as WebhookEventType[],
    createdAt: row.createdAt.toISOString(),
    pending: Number(row.pending),
    failed: Number(row.failed),
  }));
}

async function liveSubscription(db: Database, id: number, owner: SubscriptionOwner): Promise<number> {
  const [row] = await db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), isNull(webhookSubscriptions.disabledAt), ownedBy(owner)));
  if (!row) throw unknownWebhook();
  return row.id;
}

/** Removes a subscription: nothing more is queued for it, and what still waits is marked failed. 404 when unknown. */
export async function removeSubscription(db: Database, id: number, owner: SubscriptionOwner, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(webhookSubscriptions)
      .set({ disabledAt: now })
      .where(and(eq(webhookSubscriptions.id, id), isNull(webhookSubscriptions.disabledAt), ownedBy(owner)))
      .returning({ id: webhookSubscriptions.id });
    if (!removed) throw unknownWebhook();
    await tx
      .update(webhookDeliveries)
      .set({ failedAt: now, lastError: 'the subscription was removed' })
      .where(and(eq(webhookDeliveries.subscriptionId, id), isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.failedAt)));
  });
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function stateOf(row: Pick<DeliveryRow, 'deliveredAt' | 'failedAt'>): WebhookDeliveryState {
  if (row.deliveredAt) return 'delivered';
  return row.failedAt ? 'failed' : 'pending';
}

export function deliveryView(row: DeliveryRow): WebhookDelivery {
  const state = stateOf(row);
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type as WebhookEventType,
    orderId: row.orderId,
    state,
    attempts: row.attempts,
    occurredAt: row.occurredAt.toISOString(),
    nextAttemptAt: state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
  };
}

const inState: Record<WebhookDeliveryState, SQL | undefined> = {
  delivered: isNotNull(webhookDeliveries.deliveredAt),
  failed: isNotNull(webhookDeliveries.failedAt),
  pending: and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.failedAt)),
};

/** A subscription's latest deliveries (or those of every subscription the owner may see), newest first. */
export async function listDeliveries(
  db: Database,
  owner: SubscriptionOwner,
  filter: { subscriptionId?: number | undefined; state?: WebhookDeliveryState | undefined },
): Promise<(WebhookDelivery & { subscriptionId: number })[]> {
  if (filter.subscriptionId !== undefined) await liveSubscription(db, filter.subscriptionId, owner);
  const rows = await db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(
      and(
        ownedBy(owner),
        filter.subscriptionId === undefined ? undefined : eq(webhookDeliveries.subscriptionId, filter.subscriptionId),
        filter.state ? inState[filter.state] : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map(({ delivery }) => ({ ...deliveryView(delivery), subscriptionId: delivery.subscriptionId }));
}

/**
 * Queues a failed delivery again, due now and with a fresh day of tries. 404 `unknown_delivery` when the
 * owner has no such delivery on a live subscription, 409 `delivery_not_failed` when it has not failed.
 */
export async function retryDelivery(db: Database, deliveryId: number, owner: SubscriptionOwner, now: Date, subscriptionId?: number): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ delivery: webhookDeliveries })
      .from(webhookDeliveries)
      .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          isNull(webhookSubscriptions.disabledAt),
          ownedBy(owner),
          subscriptionId === undefined ? undefined : eq(webhookDeliveries.subscriptionId, subscriptionId),
        ),
      )
      .for('update', { of: webhookDeliveries });
    if (!found) throw new ApiFailure(404, 'unknown_delivery', 'There is no such webhook delivery');
    if (!found.delivery.failedAt)
      throw new ApiFailure(409, 'delivery_not_failed', 'Only a failed delivery is sent again', undefined, undefined, deliveryView(found.delivery));
    const [queued] = await tx
      .update(webhookDeliveries)
      .set({ failedAt: null, nextAttemptAt: now, triesSince: now, attempts: 0 })
      .where(eq(webhookDeliveries.id, deliveryId))
      .returning();
    if (!queued) throw new Error('webhook_deliveries row vanished');
    return deliveryView(queued);
  });
}
