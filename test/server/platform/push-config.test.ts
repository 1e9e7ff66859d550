import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, resolveConfig } from '../../../server/platform/config/config';
import { pushSubscriptions } from '../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import { markOrderPaid } from '../../../server/modules/orders/paymentState';
import { startServer } from '../../../server/start';
import { backends, memoryLogger } from '../harness';
import { createCustomer, dataOf, TEST_SECRET } from '../support/customers';
import { OPEN_TIME, cartLine, orderBody, ordersTestApp, postOrder } from '../support/orderBed';
import { safeProductionOptions } from '../support/productionOptions';
import { startPushService, type PushService } from '../support/pushService';
import { PAID } from '../support/paidSettings';

// Issue 13: where the VAPID keys come from, and the started server's demo kitchen wired to the pushes.
describe('Web Push settings', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-push-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('generates the VAPID keys once under DATA_DIR, owner-only, and keeps them across restarts', () => {
    const dir = dataDir();
    const first = resolveConfig({ dataDir: dir, port: 8080 }).push;
    const again = resolveConfig({ dataDir: dir, port: 8080 }).push;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(again.publicKey).toBe(first.publicKey);
    expect(again.privateKey).toBe(first.privateKey);
    expect(statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(resolveConfig({ dataDir: dataDir(), port: 8080 }).push.publicKey).not.toBe(first.publicKey);
  });

  it('takes the keys and subject from the environment, and refuses half a pair or a bad subject', () => {
    const { vapidPublicKey, vapidPrivateKey } = safeProductionOptions();
    const env = { VAPID_PUBLIC_KEY: vapidPublicKey, VAPID_PRIVATE_KEY: vapidPrivateKey, VAPID_SUBJECT: 'mailto:ops@cafe.example' };
    expect(resolveConfig({ ...configFromEnv(env), dataDir: dataDir(), port: 8080 }).push).toMatchObject({
      publicKey: vapidPublicKey,
      subject: 'mailto:ops@cafe.example',
    });
    expect(() => resolveConfig({ ...configFromEnv({ VAPID_PUBLIC_KEY: vapidPublicKey }), dataDir: dataDir(), port: 8080 })).toThrow('VAPID_PRIVATE_KEY');
    expect(() => resolveConfig({ ...configFromEnv({ ...env, VAPID_PUBLIC_KEY: 'abc' }), dataDir: dataDir(), port: 8080 })).toThrow('VAPID_PUBLIC_KEY');
    expect(() => resolveConfig({ ...configFromEnv({ ...env, VAPID_SUBJECT: 'http://cafe.example' }), dataDir: dataDir(), port: 8080 })).toThrow(
      'VAPID_SUBJECT',
    );
  });

  it('signs as the https PUBLIC_URL by default, else as the sender address of the e-mails', () => {
    expect(resolveConfig({ dataDir: dataDir(), port: 8080, publicUrl: 'https://cafe.example' }).push.subject).toBe('https://cafe.example');
    expect(resolveConfig({ dataDir: dataDir(), port: 8080 }).push.subject).toBe('mailto:no-reply@ritmo.local');
  });
});

describe.each(backends)('a started server on $name', (backend) => {
  let service: PushService;
  beforeAll(async () => {
    service = await startPushService();
  }, 30_000);
  afterAll(() => service.close());

  it("pushes when its demo kitchen makes a paid order Prepared, to the customer's device", async () => {
    const fresh = await backend.fresh();
    try {
      const { db } = fresh.opened;
      await seedIfEmpty(db);
      const ana = await createCustomer(db, 'ana.kitchen@example.com', { name: 'Ana', phone: '600000031' });
      const phone = service.newDevice();
      await db
        .insert(pushSubscriptions)
        .values({ customerId: ana.id, endpoint: phone.endpoint, p256dh: phone.keys.p256dh, auth: phone.keys.auth, language: 'en' });
      const app = ordersTestApp(db, () => OPEN_TIME);
      const { order } = dataOf('orderCreate', await postOrder(app, ana, await orderBody(db, ana.id, [await cartLine(db, 'P1001')])));
      await db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
      await fresh.opened.close(); // PGlite's files serve one process at a time

      const started = Date.now();
      const server = await startServer({
        port: 0,
        ...fresh.location,
        logger: memoryLogger().logger,
        jwtSecret: new TextDecoder().decode(TEST_SECRET),
        fulfilmentStepSeconds: 0.2,
        now: () => new Date(OPEN_TIME.getTime() + 60_000 + (Date.now() - started)),
        pushAgent: service.agent,
        pushServiceHosts: [service.host],
      });
      try {
        const push = await service.waitFor((one) => one.endpoint === phone.endpoint, 15_000);
        expect(push.payload).toMatchObject({ kind: 'ready', orderId: order.orderId, dailyNumber: order.dailyNumber, language: 'en' });
      } finally {
        await server.close();
      }
    } finally {
      await fresh.dispose();
    }
  }, 60_000);
});
