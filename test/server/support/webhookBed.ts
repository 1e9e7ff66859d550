import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { Webhook } from 'standardwebhooks';
import type { Database } from '../../../server/platform/db/connect';
import { locations, webhookDeliveries } from '../../../server/platform/db/schema';
import { createTestKey, type TestKey } from './operatorBed';
import type { OperatorScope } from '../../../src/api/contract/operator/call';
import { memoryLogger } from '../harness';
import { createWebhookWorker } from '../../../server/modules/notifications/webhooks/deliveryWorker';
import type { AddressLookup } from '../../../server/modules/notifications/webhooks/safeUrl';
import { addSubscription } from '../../../server/modules/notifications/webhooks/subscriptions';
import type { WebhookEvent, WebhookEventType } from '../../../src/api/contract/operator/webhooks';
import { ApiFailure, sendFailure } from '../../../server/platform/http/envelope';
import { answerOperatorApiAsProblems } from '../../../server/surfaces/operator/routes';
import { serveWebhookRoutes } from '../../../server/surfaces/operator/webhookRoutes';

/** What the receiver does with a request: take it, answer 500, redirect it elsewhere, or never answer. */
export type ReceiverMode = 'ok' | 'fail' | 'redirect' | 'hold';

export interface Received {
  path: string;
  webhookId: string;
  /** The event, as `standardwebhooks` verified it with the subscription's secret; null when it did not verify. */
  event: WebhookEvent | null;
  error: string | null;
}

export interface Receiver {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  port: number;
  /** Every request taken (mode ok) with its verification. */
  received: Received[];
  /** Every request that arrived, whatever the mode answered. */
  arrivals: { path: string; webhookId: string }[];
  mode: ReceiverMode;
  /** The secrets signatures are checked with, by path. */
  secrets: Map<string, string>;
  /** Stops listening: connections are refused until up(). */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

function headerText(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** A real HTTP receiver on 127.0.0.1 that checks each delivery's signature with the `standardwebhooks` package. */
export async function startReceiver(): Promise<Receiver> {
  const held: (() => void)[] = [];
  const receiver: Receiver = {
    origin: '',
    port: 0,
    received: [],
    arrivals: [],
    mode: 'ok',
    secrets: new Map(),
    down: () => stop(),
    up: () => listen(receiver.port),
    close: () => stop(),
  };
  let server: Server | undefined;
  const handler = (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const webhookId = headerText(request.headers, 'webhook-id');
      receiver.arrivals.push({ path, webhookId });
      if (receiver.mode === 'hold') {
        held.push(() => response.destroy());
        return;
      }
      if (receiver.mode === 'fail') return void response.writeHead(500).end('receiver broken');
      if (receiver.mode === 'redirect') return void response.writeHead(302, { Location: `${receiver.origin}/internal-only` }).end();
      const secret = receiver.secrets.get(path);
      let event: WebhookEvent | null = null;
      let error: string | null = null;
      try {
        if (!secret) throw new Error(`no secret for ${path}`);
        event = new Webhook(secret).verify(body, {
          'webhook-id': webhookId,
          'webhook-timestamp': headerText(request.headers, 'webhook-timestamp'),
          'webhook-signature': headerText(request.headers, 'webhook-signature'),
        }) as WebhookEvent;
      } catch (failure) {
        error = (failure as Error).message;
      }
      receiver.received.push({ path, webhookId, event, error });
      response.writeHead(error ? 400 : 204).end();
    });
  };
  async function listen(port: number) {
    server = createServer(handler);
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    receiver.port = (server.address() as AddressInfo).port;
    receiver.origin = `http://127.0.0.1:${receiver.port}`;
  }
  async function stop() {
    for (const release of held.splice(0)) release();
    const closing = server;
    server = undefined;
    if (!closing) return;
    closing.closeAllConnections();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }
  await listen(0);
  return receiver;
}

/** A key of the shop with this id (null: the whole chain), made as the command makes it. */
export async function createOperatorKey(db: Database, locationId: number | null, scopes: OperatorScope[] = ['orders:read']): Promise<TestKey> {
  const [shop] = locationId === null ? [] : await db.select({ code: locations.code }).from(locations).where(eq(locations.id, locationId));
  return createTestKey(db, scopes, shop?.code);
}

/** Subscribes the receiver at `path` (local receivers allowed) and teaches it the secret. */
export async function subscribeReceiver(db: Database, receiver: Receiver, keyId: number, path: string, events: readonly WebhookEventType[], now: Date) {
  const added = await addSubscription(db, { keyId, url: `${receiver.origin}${path}`, events }, { allowLocal: true }, now);
  receiver.secrets.set(path, added.secret);
  return added;
}

/** A worker on the test clock; `lookup` answers names instead of the system resolver. */
export function testWorker(db: Database, clock: { now: Date }, options: { allowLocal?: boolean; lookup?: AddressLookup; timeoutMs?: number } = {}) {
  const { logger, lines } = memoryLogger();
  const worker = createWebhookWorker({
    db,
    logger,
    allowLocal: options.allowLocal ?? true,
    lookup: options.lookup,
    timeoutMs: options.timeoutMs ?? 2_000,
    now: () => clock.now,
  });
  return { worker, logLines: lines };
}

export async function deliveriesOf(db: Database, subscriptionId: number) {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscriptionId)).orderBy(asc(webhookDeliveries.id));
}

/**
 * The webhook routes under /api/operator/v1 as the operator API serves them (keys, rate, problem details),
 * with `lookup` answering names for the URL check.
 */
export function webhookApi(db: Database, policy: { allowLocal: boolean; lookup?: AddressLookup }, now: () => Date): Hono {
  const api = new Hono();
  answerOperatorApiAsProblems(api);
  serveWebhookRoutes(api, { db, ...policy, now, requestsPerMinute: 1_000 });
  const app = new Hono();
  app.route('/api', api);
  app.onError((error, c) => {
    if (!(error instanceof ApiFailure)) throw error;
    return sendFailure(c, error);
  });
  return app;
}

/** A lookup that answers every name with one address, as a DNS server under someone else's control would. */
export const answering =
  (address: string): AddressLookup =>
  () =>
    Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }]);
