import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../../src/api/contract/customer/push';
import { notificationText } from '../../../../src/i18n/notificationTexts';
import { createApp } from '../../../../server/app';
import { ephemeralConfig, type AppConfig } from '../../../../server/platform/config/config';
import type { Database } from '../../../../server/platform/db/connect';
import { orders, pushSubscriptions } from '../../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { advanceFulfilment } from '../../../../server/modules/fulfilment/fulfilment';
import { markOrderPaid } from '../../../../server/modules/orders/paymentState';
import { encodeMerchantParameters, signMerchantParameters } from '../../../../server/modules/payments/redsys';
import { createOrderNotifier, type OrderNotifier } from '../../../../server/modules/notifications/push/orderNotifier';
import { ephemeralPushConfig } from '../../../../server/platform/config/vapidKeys';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { call, createCustomer, dataOf, TEST_SECRET, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { OPEN_TIME, cartLine, orderBody, postOrder } from '../../support/orderBed';
import { startPushService, type PushService, type ReceivedPush, type TestDevice } from '../../support/pushService';
import { listenWith, type ListeningApp } from '../../support/listeningApp';
import { PAID } from '../../support/paidSettings';

const STEP_SECONDS = 20;

// Issue 13: order notifications by Web Push, sent to a local RFC 8030 push service and decrypted there.
describe.each(backends)('order notifications by Web Push on $name', (backend) => {
  let fresh: FreshDatabase;
  let db: Database;
  let app: Hono;
  let config: AppConfig;
  let notifier: OrderNotifier;
  let service: PushService;
  let logLines: () => Record<string, unknown>[];
  const clock = { now: OPEN_TIME };
  let ana: TestCustomer;
  let bea: TestCustomer;

  const subscribe = (who: TestCustomer, device: Pick<TestDevice, 'endpoint' | 'keys'>, language: 'es' | 'en') =>
    call(app, 'POST', '/api/customer/push-subscriptions', who.auth, { endpoint: device.endpoint, keys: device.keys, language });
  const pushesFor = (orderId: number) => service.received.filter((push) => JSON.stringify(push.payload).includes(`Id":${orderId},`));
  /** The demo kitchen's next step, as the simulator runs it, with the notifier the server wires to it. */
  const step = async () => {
    clock.now = new Date(clock.now.getTime() + (STEP_SECONDS + 1) * 1000);
    const moved = await advanceFulfilment(db, clock.now, STEP_SECONDS, notifier.statusesChanged);
    await notifier.idle();
    return moved;
  };
  const paidPickupOrder = async (who: TestCustomer) => {
    const body = await orderBody(db, who.id, [await cartLine(db, 'P1001', 1)], { now: clock.now });
    const { order } = dataOf('orderCreate', await postOrder(app, who, body));
    await db.transaction((tx) => markOrderPaid(tx, order.orderId, clock.now, PAID));
    return order;
  };
  const statusOf = async (orderId: number) => (await db.select({ statusId: orders.statusId }).from(orders).where(eq(orders.id, orderId)))[0]!.statusId;

  let listening: ListeningApp;

  beforeAll(async () => {
    service = await startPushService();
    fresh = await backend.fresh();
    db = fresh.opened.db;
    await seedIfEmpty(db);
    const memory = memoryLogger();
    logLines = memory.lines;
    // Listening, so a wallet payment reaches the demo sandbox's REST gateway at the app's own URL.
    listening = await listenWith((publicUrl) => {
      config = ephemeralConfig({ jwtSecret: TEST_SECRET, publicUrl, push: { ...ephemeralPushConfig(), serviceHosts: [service.host] } });
      notifier = createOrderNotifier({ db, logger: memory.logger, push: config.push, agent: service.agent });
      app = createApp({ db, logger: memory.logger, config, now: () => clock.now, orderNotifier: notifier });
      return app;
    });
    ana = await createCustomer(db, 'ana.push@example.com', { name: 'Ana', phone: '600000021' });
    bea = await createCustomer(db, 'bea.push@example.com', { name: 'Bea', phone: '600000022' });
  }, 30_000);
  afterAll(async () => {
    await notifier.idle();
    await listening.close();
    await service.close();
    await fresh.dispose();
  });

  it('answers the VAPID public key the app subscribes with, without a session', async () => {
    expect(dataOf('pushConfig', await call(app, 'GET', '/api/customer/push-config', {}))).toEqual({ vapidPublicKey: config.push.publicKey });
  });

  it('refuses a subscription without a session, to an unknown push service, over http or with malformed keys', async () => {
    const device = service.newDevice();
    expect((await call(app, 'POST', '/api/customer/push-subscriptions', {}, { endpoint: device.endpoint, keys: device.keys, language: 'es' })).status).toBe(
      401,
    );
    const refused = [
      { endpoint: 'https://attacker.example/collect', keys: device.keys, language: 'es' },
      { endpoint: device.endpoint.replace('https:', 'http:'), keys: device.keys, language: 'es' },
      { endpoint: device.endpoint, keys: { ...device.keys, p256dh: 'short' }, language: 'es' },
      { endpoint: device.endpoint, keys: device.keys, language: 'fr' },
    ];
    for (const body of refused) {
      const answer = await call(app, 'POST', '/api/customer/push-subscriptions', ana.auth, body);
      expect(answer.status).toBe(400);
    }
    expect(await db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('pushes a Prepared order to its customer, decrypted to the ready title and the order id; nothing before', async () => {
    const anaPhone = service.newDevice();
    const beaPhone = service.newDevice();
    expect(dataOf('pushSubscribe', await subscribe(ana, anaPhone, 'es'))).toEqual({ endpoint: anaPhone.endpoint, language: 'es' });
    dataOf('pushSubscribe', await subscribe(bea, beaPhone, 'en'));

    const order = await paidPickupOrder(ana);
    expect(order.dailyNumber).toBeGreaterThan(0);
    await step(); // In queue
    await step(); // In preparation
    expect(pushesFor(order.orderId)).toEqual([]);
    await step(); // Prepared
    expect(await statusOf(order.orderId)).toBe(62003);

    const pushes = pushesFor(order.orderId);
    expect(pushes.map((push) => push.endpoint)).toEqual([anaPhone.endpoint]);
    const [push] = pushes as [ReceivedPush];
    expect(push.status).toBe(201);
    expect(push.payload).toEqual({ kind: 'ready', orderId: order.orderId, orderCode: order.orderCode, dailyNumber: order.dailyNumber, language: 'es' });
    expect(notificationText(push.payload as PushPayload).title).toBe(`¡Tu pedido #${order.dailyNumber} está listo!`);
    expect(push.vapid.publicKey).toBe(config.push.publicKey);
    expect(push).toMatchObject({ urgency: 'high', topic: `order-${order.orderId}` });
    expect(push.ttl).toBeGreaterThan(0);
  });

  it("never sends another customer's status change to this device, also once the device changed hands", async () => {
    const cira = await createCustomer(db, 'cira.push@example.com', { name: 'Cira', phone: '600000027' });
    const dani = await createCustomer(db, 'dani.push@example.com', { name: 'Dani', phone: '600000028' });
    const ciraPhone = service.newDevice();
    const daniPhone = service.newDevice();
    await subscribe(cira, ciraPhone, 'es');
    await subscribe(dani, daniPhone, 'en');
    const danisOrder = await paidPickupOrder(dani);
    for (let i = 0; i < 3; i += 1) await step();
    expect(pushesFor(danisOrder.orderId).map((push) => push.endpoint)).toEqual([daniPhone.endpoint]);
    expect(notificationText(pushesFor(danisOrder.orderId)[0]!.payload as PushPayload).title).toBe(`Your order #${danisOrder.dailyNumber} is ready!`);

    // Dani signs in on Cira's phone and turns notifications on there: Cira's orders stop reaching it.
    await subscribe(dani, ciraPhone, 'en');
    const cirasOrder = await paidPickupOrder(cira);
    for (let i = 0; i < 3; i += 1) await step();
    expect(await statusOf(cirasOrder.orderId)).toBe(62003);
    expect(pushesFor(cirasOrder.orderId)).toEqual([]);
  });

  it("refuses to move another customer's endpoint without that device's keys (409), and it stays with its owner", async () => {
    const ester = await createCustomer(db, 'ester.push@example.com', { name: 'Ester', phone: '600000029' });
    const fede = await createCustomer(db, 'fede.push@example.com', { name: 'Fede', phone: '600000030' });
    const esterPhone = service.newDevice();
    await subscribe(ester, esterPhone, 'es');
    const ownerOf = async () => (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, esterPhone.endpoint)))[0];
    const stored = await ownerOf();

    // Fede knows the endpoint (it is no secret) but not the keys only Ester's phone holds.
    const otherKeys = service.newDevice().keys;
    for (const keys of [otherKeys, { ...esterPhone.keys, auth: otherKeys.auth }, { ...esterPhone.keys, p256dh: otherKeys.p256dh }]) {
      const answer = await call(app, 'POST', '/api/customer/push-subscriptions', fede.auth, { endpoint: esterPhone.endpoint, keys, language: 'en' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body).toMatchObject({ wasOk: false, error: { code: 'push_endpoint_taken' } });
    }
    expect(await ownerOf()).toEqual(stored);
    const estersOrder = await paidPickupOrder(ester);
    for (let i = 0; i < 3; i += 1) await step();
    expect(pushesFor(estersOrder.orderId).map((push) => push.endpoint)).toEqual([esterPhone.endpoint]);

    // Fede signed in on Ester's phone itself: the phone's own keys move it to him.
    dataOf('pushSubscribe', await subscribe(fede, esterPhone, 'en'));
    expect(await ownerOf()).toMatchObject({ customerId: fede.id, language: 'en' });
    // Its owner may always renew it, with new keys too.
    const renewed = service.newDevice().keys;
    await subscribe(fede, { endpoint: esterPhone.endpoint, keys: renewed }, 'es');
    expect(await ownerOf()).toMatchObject({ customerId: fede.id, p256dh: renewed.p256dh, auth: renewed.auth, language: 'es' });
  });

  it('deletes a subscription the push service answers 410 for, and the status change stands', async () => {
    const eva = await createCustomer(db, 'eva.push@example.com', { name: 'Eva', phone: '600000023' });
    const oldPhone = service.newDevice();
    const newPhone = service.newDevice();
    await subscribe(eva, oldPhone, 'es');
    await subscribe(eva, newPhone, 'es');
    service.markGone(oldPhone);
    const order = await paidPickupOrder(eva);
    for (let i = 0; i < 3; i += 1) await step();
    expect(await statusOf(order.orderId)).toBe(62003);
    expect(
      pushesFor(order.orderId)
        .map((push) => [push.endpoint, push.status])
        .sort(),
    ).toEqual(
      [
        [oldPhone.endpoint, 410],
        [newPhone.endpoint, 201],
      ].sort(),
    );
    const kept = await db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.customerId, eva.id));
    expect(kept).toEqual([{ endpoint: newPhone.endpoint }]);
  });

  it('never holds up or fails a status change when a push service cannot be reached', async () => {
    const ivan = await createCustomer(db, 'ivan.push@example.com', { name: 'Ivan', phone: '600000024' });
    // A subscription whose push service is down (stored as it was accepted when that service was allowed).
    await db.insert(pushSubscriptions).values({
      customerId: ivan.id,
      endpoint: 'https://127.0.0.1:1/push/down',
      p256dh: service.newDevice().keys.p256dh,
      auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      language: 'es',
    });
    const phone = service.newDevice();
    await subscribe(ivan, phone, 'es');
    const order = await paidPickupOrder(ivan);
    const before = (await step()) + (await step());
    expect(before).toBeGreaterThan(0);
    await step();
    expect(await statusOf(order.orderId)).toBe(62003);
    expect(pushesFor(order.orderId).map((push) => push.endpoint)).toEqual([phone.endpoint]);
    expect(logLines().some((line) => line.msg === 'Push could not be sent' && line.orderId === order.orderId)).toBe(true);
  });

  it('pushes a failed card payment, from the signed Redsys notification', async () => {
    const phone = service.newDevice();
    const olga = await createCustomer(db, 'olga.push@example.com', { name: 'Olga', phone: '600000025' });
    await subscribe(olga, phone, 'en');
    const body = await orderBody(db, olga.id, [await cartLine(db, 'P1005', 1)], { now: clock.now });
    const { order } = dataOf('orderCreate', await postOrder(app, olga, body));
    const fields = {
      Ds_Amount: String(Math.round(order.totalPrice * 100)),
      Ds_Currency: '978',
      Ds_Order: order.orderNumber,
      Ds_MerchantCode: config.payments.merchantCode,
      Ds_Terminal: '001',
      Ds_Response: '0190',
      Ds_TransactionType: '0',
    };
    const parameters = encodeMerchantParameters(fields);
    const signature = signMerchantParameters('HMAC_SHA256_V1', config.payments.secret, order.orderNumber, parameters);
    const form = new URLSearchParams({ Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: parameters, Ds_Signature: signature }).toString();
    const answer = await app.request('/api/payments/redsys/notification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(answer.status).toBe(200);
    const push = await service.waitFor((one) => one.endpoint === phone.endpoint);
    expect(push.payload).toMatchObject({ kind: 'paymentFailed', orderId: order.orderId, language: 'en' });
    expect(notificationText(push.payload as PushPayload).title).toBe(`The payment for order #${order.dailyNumber} did not go through`);
  });

  it('pushes a declined wallet payment, and the order stays payable', async () => {
    const phone = service.newDevice();
    const rosa = await createCustomer(db, 'rosa.push@example.com', { name: 'Rosa', phone: '600000029' });
    await subscribe(rosa, phone, 'es');
    const body = await orderBody(db, rosa.id, [await cartLine(db, 'P1005', 1)], { now: clock.now, paymentTypeId: 10004 });
    const { order } = dataOf('orderCreate', await postOrder(app, rosa, body));
    const paymentInfo = JSON.stringify({ paymentMethodData: { tokenizationData: { token: 'SANDBOX-DECLINED' } } });
    expect((await call(app, 'POST', `/api/customer/orders/${order.orderId}/gpay`, rosa.auth, { paymentInfo })).status).toBe(402);
    const push = await service.waitFor((one) => one.endpoint === phone.endpoint);
    expect(push.payload).toMatchObject({ kind: 'paymentFailed', orderId: order.orderId, language: 'es' });
    expect(notificationText(push.payload as PushPayload).title).toBe(`El pago del pedido #${order.dailyNumber} no se ha completado`);
  });

  it('pushes a delivery order when it is in transport and when it is delivered, by its delivery order id', async () => {
    const phone = service.newDevice();
    const pau = await createCustomer(db, 'pau.push@example.com', { name: 'Pau', phone: '600000026' });
    await subscribe(pau, phone, 'es');
    const addressId = await addAddress(db, pau);
    const created = dataOf(
      'deliveryOrderCreate',
      await postDeliveryOrder(app, pau, await deliveryBody(db, pau, [await deliveryLine(db, 'P7001', 2)], addressId)),
    );
    const orderId = created.order.orderId;
    await db.transaction((tx) => markOrderPaid(tx, orderId, clock.now, PAID));
    const seen: [number, string[]][] = [];
    for (let i = 0; i < 4; i += 1) {
      await step();
      seen.push([
        await statusOf(orderId),
        service.received.filter((push) => push.endpoint === phone.endpoint).map((push) => (push.payload as PushPayload).kind),
      ]);
    }
    expect(seen).toEqual([
      [63002, []],
      [63003, ['inTransport']],
      [63004, ['inTransport']],
      [63006, ['inTransport', 'delivered']],
    ]);
    const delivered = service.received.find((push) => push.endpoint === phone.endpoint && (push.payload as PushPayload).kind === 'delivered')!;
    expect(delivered.payload).toMatchObject({ deliveryOrderId: orderId, dailyNumber: null, language: 'es' });
    expect(notificationText(delivered.payload as PushPayload).title).toBe(`Tu pedido ${created.order.orderCode} se ha entregado`);
  });

  it("forgets this device on sign-out (DELETE), never another customer's", async () => {
    const phone = service.newDevice();
    await subscribe(ana, phone, 'es');
    const foreign = dataOf('pushUnsubscribe', await call(app, 'DELETE', '/api/customer/push-subscriptions', bea.auth, { endpoint: phone.endpoint }));
    expect(foreign).toEqual({ deleted: false });
    expect(dataOf('pushUnsubscribe', await call(app, 'DELETE', '/api/customer/push-subscriptions', ana.auth, { endpoint: phone.endpoint }))).toEqual({
      deleted: true,
    });
    const order = await paidPickupOrder(ana);
    for (let i = 0; i < 3; i += 1) await step();
    expect(pushesFor(order.orderId).map((push) => push.endpoint)).not.toContain(phone.endpoint);
  });
});
