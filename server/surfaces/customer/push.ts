import type { Hono } from 'hono';
import { endpoints } from '../../../src/api/contract/endpoints';
import { currentCustomer, requireCustomer } from './guard';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { serveEndpoint } from '../../platform/http/endpoint';
import { deleteSubscription, saveSubscription } from '../../modules/notifications/push/subscriptions';

export interface PushDeps {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret' | 'push'>;
  now?: (() => Date) | undefined;
}

/** The VAPID key the app subscribes with, and the signed-in customer's devices' subscriptions. */
export function servePushSubscriptions(api: Hono, { db, config, now = () => new Date() }: PushDeps): void {
  serveEndpoint(api, 'pushConfig', async () => ({ vapidPublicKey: config.push.publicKey }));

  api.use(endpoints.pushSubscribe.path, requireCustomer(db, config.jwtSecret));
  serveEndpoint(api, 'pushSubscribe', ({ c, body }) => saveSubscription(db, currentCustomer(c).id, body, config.push.serviceHosts, now()));
  serveEndpoint(api, 'pushUnsubscribe', ({ c, body }) => deleteSubscription(db, currentCustomer(c).id, body.endpoint));
}
