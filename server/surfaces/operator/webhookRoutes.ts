import type { Hono } from 'hono';
import { webhookEndpoints } from '../../../src/api/contract/operator/webhooks';
import { serveOperatorCall, type OperatorCallDeps } from './serveCall';
import type { UrlPolicy } from '../../modules/notifications/webhooks/safeUrl';
import { addSubscription, listDeliveries, listSubscriptions, removeSubscription, retryDelivery } from '../../modules/notifications/webhooks/subscriptions';

export type WebhookRouteDeps = OperatorCallDeps & UrlPolicy;

/** The subscriptions of the calling key under /api/operator/v1 (src/api/contract/operator/webhooks.ts). */
export function serveWebhookRoutes(api: Hono, deps: WebhookRouteDeps): void {
  const { db, now } = deps;
  const policy: UrlPolicy = { allowLocal: deps.allowLocal, lookup: deps.lookup };
  const strip = <T extends { keyPrefix: string }>({ keyPrefix: _prefix, ...rest }: T) => rest;

  serveOperatorCall(api, webhookEndpoints.listWebhooks, deps, async ({ key }) => (await listSubscriptions(db, { keyId: key.id })).map(strip));
  serveOperatorCall(api, webhookEndpoints.subscribeWebhook, deps, ({ key, body }) =>
    addSubscription(db, { keyId: key.id, url: body.url, events: body.events }, policy, now()),
  );
  serveOperatorCall(api, webhookEndpoints.removeWebhook, deps, async ({ key, params }) => {
    const id = Number(params.webhookId);
    await removeSubscription(db, id, { keyId: key.id }, now());
    return { id, removed: true as const };
  });
  serveOperatorCall(api, webhookEndpoints.listWebhookDeliveries, deps, async ({ key, params, query }) =>
    (await listDeliveries(db, { keyId: key.id }, { subscriptionId: Number(params.webhookId), state: query.state })).map(
      ({ subscriptionId: _id, ...delivery }) => delivery,
    ),
  );
  serveOperatorCall(api, webhookEndpoints.retryWebhookDelivery, deps, ({ key, params }) =>
    retryDelivery(db, Number(params.deliveryId), { keyId: key.id }, now(), Number(params.webhookId)),
  );
}
