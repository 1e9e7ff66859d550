import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE, type PaymentTypeId } from '../../../../src/domain/pricing/paymentMethods';
import { createApp } from '../../../../server/app';
import { ephemeralConfig, resolveConfig } from '../../../../server/platform/config/config';
import { loyaltyMovements, orders, paymentNotifications } from '../../../../server/platform/db/schema';
import { decodeMerchantParameters, encodeMerchantParameters } from '../../../../server/modules/payments/redsys';
import { backends, memoryLogger } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { gatewayFields, notificationForm } from '../../support/gatewayNotification';
import { cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';

describe.each(backends)('card notifications and wallet payments on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;

  const newOrder = async (paymentTypeId: PaymentTypeId = PAYMENT_TYPE.card) => {
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1005', 1), await cartLine(bed.db, 'P1001', 2)], { paymentTypeId });
    const created = dataOf('orderCreate', await postOrder(bed.app, ana, body));
    const [row] = await bed.db.select().from(orders).where(eq(orders.id, created.order.orderId));
    return { ...created, row: row!, amountCents: Math.round(created.order.totalPrice * 100) };
  };
  const notify = (form: string) =>
    bed.app.request('/api/payments/redsys/notification', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
  const paymentStatus = async (orderId: number) => (await bed.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatusId;
  const earned = async (orderCode: string) =>
    bed.db
      .select()
      .from(loyaltyMovements)
      .where(and(eq(loyaltyMovements.customerId, ana.id), eq(loyaltyMovements.kind, 'earned'), eq(loyaltyMovements.orderRef, orderCode)));

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.pays@example.com', { name: 'Ana', phone: '600000011' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('builds the card form for the order with its gateway number and amount', async () => {
    const { payment, row, amountCents } = await newOrder();
    expect(payment).not.toBeNull();
    expect(decodeMerchantParameters(payment!.Ds_MerchantParameters)).toMatchObject({
      Ds_Merchant_Order: row.gatewayOrderNumber,
      Ds_Merchant_Amount: String(amountCents),
    });
  });

  it('marks the order paid on a good notification, and a replay credits the ritmitos only once', async () => {
    const { order, row, amountCents } = await newOrder();
    const form = notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents));
    const first = await notify(form);
    expect(first.status).toBe(200);
    expect(await paymentStatus(order.orderId)).toBe(11001);
    expect((await notify(form)).status).toBe(200);
    const credits = await earned(row.orderCode);
    expect(credits).toHaveLength(1);
    expect(credits[0]!.amount).toBe(order.ritmitosLoyalty);
    const stored = await bed.db.select().from(paymentNotifications).where(eq(paymentNotifications.gatewayOrderNumber, row.gatewayOrderNumber));
    expect(stored.map((n) => n.outcome).sort()).toEqual(['already-paid', 'paid']);
  });

  it('changes nothing for a bad signature, a wrong amount, merchant, terminal or currency (400, stored)', async () => {
    const { order, row, amountCents } = await newOrder();
    const tampered = [
      notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents), 'Mg8n6YxU5tuJ1m7t5dqbaDzGbtvM3YOr'),
      notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents - 1)),
      notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents, { Ds_MerchantCode: '999008882' })),
      notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents, { Ds_Terminal: '002' })),
      notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents, { Ds_Currency: '840' })),
      notificationForm(gatewayFields('9999zzzzzzzz', amountCents)),
    ];
    // A signature copied from a good notification onto altered parameters.
    const good = new URLSearchParams(notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents)));
    good.set('Ds_MerchantParameters', encodeMerchantParameters(gatewayFields(row.gatewayOrderNumber, 1)));
    tampered.push(good.toString());
    for (const form of tampered) expect((await notify(form)).status).toBe(400);
    expect(await paymentStatus(order.orderId)).toBe(11000);
    expect(await earned(row.orderCode)).toHaveLength(0);
    const stored = await bed.db.select().from(paymentNotifications).where(eq(paymentNotifications.gatewayOrderNumber, row.gatewayOrderNumber));
    expect(stored.map((n) => n.outcome).sort()).toEqual([
      'bad-signature',
      'bad-signature',
      'wrong-amount',
      'wrong-currency',
      'wrong-merchant',
      'wrong-terminal',
    ]);
  });

  it('refuses a notification signed in another signature version than the configured one (HMAC_SHA256_V1 here)', async () => {
    const { order, row, amountCents } = await newOrder();
    const otherVersion = notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents), undefined, 'HMAC_SHA512_V2');
    const refused = await notify(otherVersion);
    expect(refused.status).toBe(400);
    expect(await paymentStatus(order.orderId)).toBe(11000);
    expect(await earned(row.orderCode)).toHaveLength(0);
    const stored = await bed.db.select().from(paymentNotifications).where(eq(paymentNotifications.gatewayOrderNumber, row.gatewayOrderNumber));
    expect(stored.map((n) => [n.signatureVersion, n.outcome])).toEqual([['HMAC_SHA512_V2', 'bad-signature']]);
  });

  it('marks a refused payment failed and keeps the order payable with the same gateway number', async () => {
    const { order, row, amountCents } = await newOrder();
    expect((await notify(notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents, { Ds_Response: '0190', Ds_AuthorisationCode: '' })))).status).toBe(
      200,
    );
    expect(await paymentStatus(order.orderId)).toBe(11002);
    const again = dataOf('orderPay', await call(bed.app, 'POST', `/api/customer/orders/${order.orderId}/pay`, ana.auth, {}));
    expect(decodeMerchantParameters(again.Ds_MerchantParameters)).toMatchObject({ Ds_Merchant_Order: row.gatewayOrderNumber });
    expect((await notify(notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents)))).status).toBe(200);
    expect(await paymentStatus(order.orderId)).toBe(11001);
  });

  // Charging a wallet token goes to the gateway over HTTP: wallet-rest.test.ts. Here, the refusals made before.
  it('refuses a wallet payment of a card order, of another customer and without a session', async () => {
    const token = { paymentInfo: JSON.stringify({ paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'SANDBOX-OK' } } }) };
    const card = await newOrder(PAYMENT_TYPE.card);
    const refused = await call(bed.app, 'POST', `/api/customer/orders/${card.order.orderId}/gpay`, ana.auth, token);
    expect(refused.status).toBe(409);
    expect(refused.body?.error?.code).toBe('wrong_payment_type');
    const bea = await createCustomer(bed.db, 'bea.pays@example.com');
    expect((await call(bed.app, 'POST', `/api/customer/orders/${card.order.orderId}/gpay`, bea.auth, token)).status).toBe(404);
    expect((await call(bed.app, 'POST', `/api/customer/orders/${card.order.orderId}/gpay`, {}, token)).status).toBe(401);
    const wallet = await newOrder(PAYMENT_TYPE.wallet);
    expect(wallet.payment).toBeNull();
    expect((await call(bed.app, 'DELETE', `/api/customer/orders/${wallet.order.orderId}`, ana.auth)).status).toBe(200);
    const cancelled = await call(bed.app, 'POST', `/api/customer/orders/${wallet.order.orderId}/gpay`, ana.auth, token);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body?.error?.code).toBe('order_not_payable');
    expect(await paymentStatus(wallet.order.orderId)).toBe(11003);
  });

  it('tells the app which gateway and wallet environment to use', async () => {
    const config = dataOf('paymentConfig', await call(bed.app, 'GET', '/api/customer/payment-config', {}));
    expect(config).toEqual({
      gateway: 'sandbox',
      walletEnvironment: 'TEST',
      sandboxWallet: true,
      googlePayMerchantId: '',
      googlePayGatewayMerchantId: '999008881',
      bizum: true,
    });
  });
});

describe('payment settings', () => {
  it('defaults to the sandbox in demo mode and to the Redsys test environment otherwise', () => {
    const demo = resolveConfig({ dataDir: '/tmp', port: 8080, jwtSecret: 'x'.repeat(32) });
    expect(demo.payments).toMatchObject({
      gateway: 'sandbox',
      gatewayUrl: 'http://localhost:8080/api/payments/sandbox',
      restUrl: 'http://localhost:8080/api/payments/sandbox/rest',
      merchantCode: '999008881',
      terminal: '1',
      signatureVersion: 'HMAC_SHA256_V1',
    });
    const live = resolveConfig({ dataDir: '/tmp', port: 8080, jwtSecret: 'x'.repeat(32), redsysRestUrl: 'https://sis.redsys.es/sis/rest/trataPeticionREST/' });
    expect(live.payments.restUrl).toBe('https://sis.redsys.es/sis/rest/trataPeticionREST');
    expect(() => resolveConfig({ dataDir: '/tmp', port: 8080, jwtSecret: 'x'.repeat(32), redsysRestUrl: 'sis.redsys.es' })).toThrow(/REDSYS_REST_URL/);
    const redsys = resolveConfig({
      dataDir: '/tmp',
      port: 8080,
      jwtSecret: 'x'.repeat(32),
      redsysUrl: 'https://sis-t.redsys.es:25443/sis/realizarPago',
      redsysSignatureVersion: 'HMAC_SHA512_V2',
    });
    expect(redsys.payments).toMatchObject({ gateway: 'redsys', signatureVersion: 'HMAC_SHA512_V2' });
    expect(() => resolveConfig({ dataDir: '/tmp', port: 8080, jwtSecret: 'x'.repeat(32), redsysMerchantCode: 'abc' })).toThrow(/REDSYS_MERCHANT_CODE/);
  });

  it('lets the CSP post forms to the configured gateway and load the wallet button', async () => {
    const base = ephemeralConfig();
    const config = { ...base, payments: { ...base.payments, gateway: 'redsys' as const, gatewayUrl: 'https://sis-t.redsys.es:25443/sis/realizarPago' } };
    const fresh = await backends[0]!.fresh();
    try {
      const app = createApp({ db: fresh.opened.db, logger: memoryLogger().logger, config });
      const csp = (await app.request('/api/customer/payment-config')).headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("form-action 'self' https://sis-t.redsys.es:25443");
      expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/pay\.google\.com/);
      expect(csp).toContain('frame-src');
    } finally {
      await fresh.dispose();
    }
  });
});
