import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookSubscriptions } from '../../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { markOrderPaid } from '../../../../server/modules/orders/paymentState';
import { addSubscription, listSubscriptions, removeSubscription } from '../../../../server/modules/notifications/webhooks/subscriptions';
import { isPublicAddress } from '../../../../server/modules/notifications/webhooks/safeUrl';
import { backends, type FreshDatabase } from '../../harness';
import { call, createCustomer, type TestCustomer } from '../../support/customers';
import { newPickupOrder } from '../../support/counterBed';
import { OPEN_TIME, ordersTestApp } from '../../support/orderBed';
import { PAID } from '../../support/paidSettings';
import { answering, createOperatorKey, deliveriesOf, startReceiver, subscribeReceiver, testWorker, webhookApi, type Receiver } from '../../support/webhookBed';

const PUBLIC = '93.184.216.34';

describe.each(backends)('webhook URLs that could reach inside the network, on $name', (backend) => {
  let fresh: FreshDatabase;
  let receiver: Receiver;
  let ana: TestCustomer;
  const clock = { now: OPEN_TIME };

  const db = () => fresh.opened.db;
  const paidOrder = async () => {
    const bed = { app: ordersTestApp(db(), () => OPEN_TIME), db: db(), clock, dispose: () => Promise.resolve() };
    const order = await newPickupOrder(bed, ana);
    await db().transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    return order.orderId;
  };

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(db());
    receiver = await startReceiver();
    ana = await createCustomer(db(), 'ana@example.com', { name: 'Ana', phone: '600000001' });
  });
  afterEach(async () => {
    for (const subscription of await listSubscriptions(db(), 'any')) await removeSubscription(db(), subscription.id, 'any', OPEN_TIME);
    receiver.received.length = 0;
    receiver.arrivals.length = 0;
    receiver.mode = 'ok';
  });
  afterAll(async () => {
    await receiver.close();
    await fresh.dispose();
  });

  it('refuses with 400 a subscription to loopback, private, link-local, metadata or non-https URLs, checked after resolution; nothing is stored', async () => {
    const key = await createOperatorKey(db(), null);
    // A name the receiver's DNS answers with 127.0.0.1, the way a rebinding attacker's would.
    const api = webhookApi(
      db(),
      {
        allowLocal: false,
        lookup: (host) => (host === 'localhost' ? answering('127.0.0.1')(host) : answering(host.startsWith('evil') ? '127.0.0.1' : PUBLIC)(host)),
      },
      () => OPEN_TIME,
    );
    const refused = [
      'https://127.0.0.1/hook',
      'https://127.1.2.3:8443/hook',
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://localhost/hook',
      'https://evil.example.com/hook',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0.0.0.0/hook',
      'https://100.64.1.1/hook',
      'https://172.16.5.5/hook',
      'https://192.168.1.1/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'http://till.example.com/hook',
      'https://user:pass@till.example.com/hook',
      'not a url',
    ];
    for (const url of refused) {
      const answer = await call(api, 'POST', '/api/operator/v1/webhooks', key.auth, { url, events: ['order.paid'] });
      expect([url, answer.status, answer.body]).toMatchObject([url, 400, { code: 'webhook_url_refused', field: 'url', status: 400 }]);
    }
    // The system resolver's answer for localhost is checked the same way.
    await expect(
      addSubscription(db(), { keyId: key.id, url: 'https://localhost:8443/hook', events: ['order.paid'] }, { allowLocal: false }, OPEN_TIME),
    ).rejects.toMatchObject({
      status: 400,
      code: 'webhook_url_refused',
    });
    expect(await db().select().from(webhookSubscriptions)).toEqual([]);
    const accepted = await call(api, 'POST', '/api/operator/v1/webhooks', key.auth, { url: 'https://till.example.com/hook', events: ['order.paid'] });
    expect(accepted.status).toBe(201);
    expect(isPublicAddress(PUBLIC)).toBe(true);
    expect(isPublicAddress('2a00:1450:4003:80f::200e')).toBe(true);
  });

  it('marks failed at send time, unsent, a subscription whose host now resolves to 127.0.0.1 or 10/8', async () => {
    const key = await createOperatorKey(db(), null);
    for (const address of ['127.0.0.1', '10.1.2.3']) {
      // Public when subscribed; the name's next answer points inside.
      const rebound = await addSubscription(
        db(),
        { keyId: key.id, url: `https://till.example.com:${receiver.port}/rebound`, events: ['order.paid'] },
        { allowLocal: false, lookup: answering(PUBLIC) },
        OPEN_TIME,
      );
      const orderId = await paidOrder();
      await testWorker(db(), clock, { allowLocal: false, lookup: answering(address) }).worker.drain();
      const [row] = await deliveriesOf(db(), rebound.id);
      expect(row).toMatchObject({
        orderId,
        attempts: 1,
        lastStatus: null,
        lastError: `The webhook host till.example.com is not on a public address (${address})`,
      });
      expect(row?.failedAt).not.toBeNull();
      await removeSubscription(db(), rebound.id, 'any', OPEN_TIME);
    }
    expect(receiver.arrivals).toEqual([]);
  });

  it('connects to the address it checked, and never follows a redirect: a 302 counts as a failed try', async () => {
    const key = await createOperatorKey(db(), null);
    // A name no DNS knows reaches the receiver only because the connection goes to the resolved address.
    const pinned = await addSubscription(
      db(),
      { keyId: key.id, url: `http://till.pinned.test:${receiver.port}/pinned`, events: ['order.paid'] },
      { allowLocal: true, lookup: answering('127.0.0.1') },
      OPEN_TIME,
    );
    receiver.secrets.set('/pinned', pinned.secret);
    await paidOrder();
    await testWorker(db(), clock, { allowLocal: true, lookup: answering('127.0.0.1') }).worker.drain();
    expect(receiver.received.map((r) => [r.path, r.error])).toEqual([['/pinned', null]]);
    await removeSubscription(db(), pinned.id, 'any', OPEN_TIME);

    const redirected = await subscribeReceiver(db(), receiver, key.id, '/moved', ['order.paid'], OPEN_TIME);
    receiver.mode = 'redirect';
    receiver.arrivals.length = 0;
    await paidOrder();
    await testWorker(db(), clock).worker.drain();
    expect(receiver.arrivals.map((a) => a.path)).toEqual(['/moved']);
    const [row] = await deliveriesOf(db(), redirected.id);
    expect(row).toMatchObject({
      attempts: 1,
      lastStatus: 302,
      lastError: `redirect to ${receiver.origin}/internal-only not followed`,
      deliveredAt: null,
      failedAt: null,
    });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(OPEN_TIME.getTime());
  });
});
