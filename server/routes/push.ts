import type { Hono } from 'hono';
import * as v from 'valibot';
import { endpoints } from '../../src/api/contract/endpoints';
import { currentCustomer, requireCustomer } from '../auth/guard';
import type { AppConfig } from '../config';
import type { Database } from '../db/connect';
import { readBody } from '../http/body';
import { serveEndpoint } from '../http/endpoint';
import { badRequestFrom } from '../http/envelope';
import { deleteSubscription, saveSubscription } from '../push/subscriptions';

export interface PushDeps {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret' | 'push'>;
  now?: (() => Date) | undefined;
}

/** Issue 13: the VAPID key the app subscribes with, and the signed-in customer's devices' subscriptions. */
export function servePushSubscriptions(api: Hono, { db, config, now = () => new Date() }: PushDeps): void {
  serveEndpoint(api, 'pushConfig', async () => ({ vapidPublicKey: config.push.publicKey }));

  api.use(endpoints.pushSubscribe.path, requireCustomer(db, config.jwtSecret));
  serveEndpoint(api, 'pushSubscribe', async ({ c }) => {
    const parsed = v.safeParse(endpoints.pushSubscribe.body, await readBody(c));
    if (!parsed.success) throw badRequestFrom(parsed.issues);
    return saveSubscription(db, currentCustomer(c).id, parsed.output, config.push.serviceHosts, now());
  });
  serveEndpoint(api, 'pushUnsubscribe', async ({ c }) => {
    const parsed = v.safeParse(endpoints.pushUnsubscribe.body, await readBody(c));
    if (!parsed.success) throw badRequestFrom(parsed.issues);
    return deleteSubscription(db, currentCustomer(c).id, parsed.output.endpoint);
  });
}
