import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { ephemeralConfig } from '../../../server/platform/config/config';
import type { Database } from '../../../server/platform/db/connect';
import { addresses, customers, orders, paymentNotifications, pushSubscriptions, referrals } from '../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import { backends, memoryLogger, type FreshDatabase } from '../harness';
import { call, createCustomer, dataOf, TEST_SECRET, type TestCustomer } from '../support/customers';
import { addressBody } from '../support/addressBody';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder, VALENCIA } from '../support/deliveryBed';
import { gatewayFields, notificationForm } from '../support/gatewayNotification';
import { cartLine, OPEN_TIME, orderBody, postOrder } from '../support/orderBed';

const NUL = 'a\u0000b';
const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const PUSH_KEYS = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };

type Answer = Awaited<ReturnType<typeof call>>;

function expectRefusedNaming(answer: Answer, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ wasOk: false, error: { code: 'bad_request', field } });
}

// Text a database cannot keep (a NUL, half a surrogate pair) and ids beyond its integer range are refused
// by the contract with a 400 naming the field, before anything is written.
describe.each(backends)('hostile text and ids on $name', (backend) => {
  let fresh: FreshDatabase;
  let db: Database;
  let app: Hono;
  let logLines: () => Record<string, unknown>[];
  let ana: TestCustomer;

  const rows = async (table: typeof addresses | typeof orders | typeof referrals | typeof pushSubscriptions | typeof paymentNotifications) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

  beforeAll(async () => {
    fresh = await backend.fresh();
    db = fresh.opened.db;
    await seedIfEmpty(db);
    const memory = memoryLogger();
    logLines = memory.lines;
    app = createApp({ db, logger: memory.logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET }), now: () => OPEN_TIME });
    ana = await createCustomer(db, 'ana.hostile@example.com', { name: 'Ana García', phone: '600000001' });
  });
  afterAll(() => fresh.dispose());

  describe('the account', () => {
    it.each(['name', 'phone'])('refuses a NUL in %s and keeps the account as it was', async (field) => {
      const body = { name: 'Ana María', phone: '600000002', [field]: field === 'name' ? `Ana ${NUL}` : `600${NUL}0000` };
      expectRefusedNaming(await call(app, 'PATCH', '/api/customer/account', ana.auth, body), field);
      const [row] = await db.select().from(customers).where(eq(customers.id, ana.id));
      expect(row).toMatchObject({ name: 'Ana García', phone: '600000001' });
    });

    it('refuses a NUL sent in a form-encoded body too', async () => {
      const response = await app.request('/api/customer/account', {
        method: 'PATCH',
        headers: { ...ana.auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'name=Ana%00Mar%C3%ADa&phone=600000002',
      });
      expectRefusedNaming({ status: response.status, body: (await response.json()) as Answer['body'], response }, 'name');
      expect((await db.select().from(customers).where(eq(customers.id, ana.id)))[0]?.name).toBe('Ana García');
    });
  });

  describe('addresses', () => {
    const address = addressBody(VALENCIA);
    const withValue = (path: string, value: string) => {
      const [head, tail] = path.split('.') as [keyof typeof address, string | undefined];
      return tail ? { ...address, [head]: { ...(address[head] as object), [tail]: value } } : { ...address, [head]: value };
    };

    it.each(['contactFullName', 'contactPhone', 'addressLine1', 'addressLine2', 'cp', 'notes', 'city.code', 'city.name', 'province.code', 'province.name'])(
      'refuses a NUL in %s and stores nothing',
      async (field) => {
        const before = await rows(addresses);
        // The field's own value with a NUL inside, so only the NUL is wrong (the postcode keeps its length).
        const current = field.includes('.')
          ? (address[field.split('.')[0] as 'city'] as Record<string, string>)[field.split('.')[1] as string]
          : (address[field as keyof typeof address] as string);
        const hostile = field === 'cp' ? '460\u00001' : `${current ?? ''}\u0000`;
        expectRefusedNaming(await call(app, 'POST', '/api/customer/addresses/0', ana.auth, withValue(field, hostile)), field);
        expect(await rows(addresses)).toBe(before);
      },
    );

    it('refuses half a surrogate pair in an address line', async () => {
      expectRefusedNaming(await call(app, 'POST', '/api/customer/addresses/0', ana.auth, withValue('addressLine1', 'Calle \uD83D')), 'addressLine1');
    });

    it('answers an id at the top of the database range as unknown, and one beyond it as a bad request', async () => {
      const top = await call(app, 'DELETE', '/api/customer/addresses/2147483647', ana.auth);
      expect(top.status).toBe(404);
      for (const id of ['2147483648', '9999999999', '99999999999999999999']) {
        expectRefusedNaming(await call(app, 'DELETE', `/api/customer/addresses/${id}`, ana.auth), 'addressId');
        expectRefusedNaming(await call(app, 'POST', `/api/customer/addresses/${id}`, ana.auth, { ...address, addressId: Number(id) }), 'addressId');
      }
    });
  });

  it('refuses a NUL in the invited friend’s name and records no invitation', async () => {
    const before = await rows(referrals);
    expectRefusedNaming(
      await call(app, 'POST', '/api/customer/recommend_friend', ana.auth, { friendEmail: 'friend@example.com', friendName: `Friend ${NUL}` }),
      'friendName',
    );
    expect(await rows(referrals)).toBe(before);
  });

  it('refuses a NUL in a push endpoint, subscribing or unsubscribing', async () => {
    expectRefusedNaming(
      await call(app, 'POST', '/api/customer/push-subscriptions', ana.auth, { endpoint: `${PUSH_ENDPOINT}\u0000`, keys: PUSH_KEYS, language: 'es' }),
      'endpoint',
    );
    expect(await rows(pushSubscriptions)).toBe(0);
    expectRefusedNaming(await call(app, 'DELETE', '/api/customer/push-subscriptions', ana.auth, { endpoint: `${PUSH_ENDPOINT}\u0000` }), 'endpoint');
  });

  describe('orders', () => {
    const pickupBody = async () => orderBody(db, ana.id, [await cartLine(db, 'P1001', 1)], { now: OPEN_TIME });

    it('refuses a NUL in paymentInfo and creates no order', async () => {
      const before = await rows(orders);
      expectRefusedNaming(await postOrder(app, ana, { ...(await pickupBody()), paymentInfo: `{"x":"${NUL}"}` }), 'paymentInfo');
      expect(await rows(orders)).toBe(before);
    });

    it.each([
      ['a lone high half', 'sin az\uD83D'],
      ['a lone low half', '\uDE00 azúcar'],
      ['the halves reversed', '\uDE00\uD83D'],
    ])('refuses a line note with %s of a surrogate pair and creates no order', async (_case, notes) => {
      const body = await pickupBody();
      const before = await rows(orders);
      expectRefusedNaming(await postOrder(app, ana, { ...body, products: body.products.map((line) => ({ ...line, notes })) }), 'products.0.notes');
      expect(await rows(orders)).toBe(before);
    });

    it('refuses a delivery address id beyond the database range and creates no order', async () => {
      const addressId = await addAddress(db, ana);
      const body = await deliveryBody(db, ana, [await deliveryLine(db, 'P5001')], addressId);
      const before = await rows(orders);
      for (const tooBig of [2147483648, 2 ** 53, 1e308]) {
        expectRefusedNaming(await postDeliveryOrder(app, ana, { ...body, address: { addressId: tooBig } }), 'address.addressId');
      }
      expect(await rows(orders)).toBe(before);
    });

    it('answers an order id at the top of the range as unknown, and one beyond it as a bad request', async () => {
      expect((await call(app, 'POST', '/api/customer/order-status/2147483647', ana.auth, {})).status).toBe(404);
      expectRefusedNaming(await call(app, 'POST', '/api/customer/order-status/2147483648', ana.auth, {}), 'orderId');
      expectRefusedNaming(await call(app, 'DELETE', '/api/customer/delivery-orders/21474836470', ana.auth), 'orderId');
    });
  });

  describe('the gateway notification (no session)', () => {
    const notify = (form: string) =>
      app.request('/api/payments/redsys/notification', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });

    let gatewayOrder: string;
    let amountCents: number;
    let orderId: number;
    const paymentStatus = async () => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]?.paymentStatusId;

    beforeAll(async () => {
      const created = dataOf('orderCreate', await postOrder(app, ana, await orderBody(db, ana.id, [await cartLine(db, 'P1005', 1)], { now: OPEN_TIME })));
      orderId = created.order.orderId;
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      gatewayOrder = row!.gatewayOrderNumber!;
      amountCents = Math.round(created.order.totalPrice * 100);
    });

    it.each(['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'])('refuses a NUL in %s, logs it and changes nothing', async (field) => {
      const statusBefore = await paymentStatus();
      const notificationsBefore = await rows(paymentNotifications);
      const form = new URLSearchParams(notificationForm(gatewayFields(gatewayOrder, amountCents)));
      form.set(field, `${form.get(field) ?? ''}\u0000`);
      const response = await notify(form.toString());
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ wasOk: false, error: { code: 'bad_request', field } });
      expect(logLines().some((line) => line.msg === 'Payment notification refused' && line.field === field)).toBe(true);
      expect(await paymentStatus()).toBe(statusBefore);
      expect(await rows(paymentNotifications)).toBe(notificationsBefore);
    });

    it('refuses a signed notification whose response code holds a NUL, and leaves the order unpaid', async () => {
      const statusBefore = await paymentStatus();
      const response = await notify(notificationForm(gatewayFields(gatewayOrder, amountCents, { Ds_Response: '0000\u0000' })));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ wasOk: false, error: { code: 'notification_refused' } });
      expect(await paymentStatus()).toBe(statusBefore);
      expect(logLines().some((line) => line.msg === 'Payment notification refused' && line.outcome === 'bad-parameters')).toBe(true);
    });
  });
});
