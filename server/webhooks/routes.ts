import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { webhookEndpoints } from '../../src/api/contract/operatorWebhooks';
import type { Database } from '../db/connect';
import { readBody } from '../http/body';
import { badRequestFrom } from '../http/envelope';
import { currentOperatorKey, requireOperatorKey } from '../operator/keyAuth';
import type { UrlPolicy } from './safeUrl';
import { addSubscription, listDeliveries, listSubscriptions, removeSubscription, retryDelivery } from './subscriptions';

export interface WebhookRouteDeps extends UrlPolicy {
  db: Database;
  now?: (() => Date) | undefined;
}

type WebhookEndpoints = typeof webhookEndpoints;
type Name = keyof WebhookEndpoints;
type Input<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends v.GenericSchema } ? v.InferOutput<S> : undefined;

interface Call<N extends Name> {
  c: Context;
  keyId: number;
  params: Input<WebhookEndpoints[N], 'params'>;
  query: Input<WebhookEndpoints[N], 'query'>;
  body: Input<WebhookEndpoints[N], 'body'>;
}

function valid(schema: v.GenericSchema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output;
}

/**
 * Serves one webhook call of the contract at its method and path, behind the key check of its scope:
 * path parameters, query and body validated by the call's schemas (400 naming the field), the answer
 * sent as is with the call's status. Refusals are thrown as ApiFailure for the operator API's problem answer.
 */
function serve<N extends Name>(api: Hono, deps: WebhookRouteDeps, name: N, handler: (call: Call<N>) => Promise<v.InferOutput<WebhookEndpoints[N]['answer']>>) {
  const endpoint: WebhookEndpoints[N] = webhookEndpoints[name];
  const schemas = endpoint as { params?: v.GenericSchema; query?: v.GenericSchema; body?: v.GenericSchema };
  api.on(endpoint.method, endpoint.path, requireOperatorKey(deps.db, endpoint.scope, deps.now), async (c) => {
    const call = {
      c,
      keyId: currentOperatorKey(c).id,
      params: valid(schemas.params, c.req.param()),
      query: valid(schemas.query, c.req.query()),
      body: schemas.body ? valid(schemas.body, await readBody(c)) : undefined,
    } as Call<N>;
    const status = ('status' in endpoint ? endpoint.status : 200) as ContentfulStatusCode;
    return c.json(await handler(call), status);
  });
}

/** The subscriptions of the calling key under /api/operator/v1 (src/api/contract/operatorWebhooks.ts). */
export function serveWebhookRoutes(api: Hono, deps: WebhookRouteDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const policy: UrlPolicy = { allowLocal: deps.allowLocal, lookup: deps.lookup };
  const strip = <T extends { keyPrefix: string }>({ keyPrefix: _prefix, ...rest }: T) => rest;

  serve(api, deps, 'listWebhooks', async ({ keyId }) => (await listSubscriptions(db, { keyId })).map(strip));
  serve(api, deps, 'subscribeWebhook', ({ keyId, body }) => addSubscription(db, { keyId, url: body.url, events: body.events }, policy, now()));
  serve(api, deps, 'removeWebhook', async ({ keyId, params }) => {
    const id = Number(params.webhookId);
    await removeSubscription(db, id, { keyId }, now());
    return { id, removed: true as const };
  });
  serve(api, deps, 'listWebhookDeliveries', async ({ keyId, params, query }) =>
    (await listDeliveries(db, { keyId }, { subscriptionId: Number(params.webhookId), state: query.state })).map(
      ({ subscriptionId: _id, ...delivery }) => delivery,
    ),
  );
  serve(api, deps, 'retryWebhookDelivery', ({ keyId, params }) => retryDelivery(db, Number(params.deliveryId), { keyId }, now(), Number(params.webhookId)));
}
