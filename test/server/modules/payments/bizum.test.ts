import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID } from '../../support/paidSettings';
import { endpoints } from '../../../../src/api/contract/endpoints';
import { createApp } from '../../../../server/app';
import { configFromEnv, ephemeralConfig, REDSYS_TEST_SECRET, resolveConfig } from '../../../../server/platform/config/config';
import { receiptMail } from '../../../../server/modules/notifications/mailSending/receiptMail';
import { markOrderPaid } from '../../../../server/modules/orders/paymentState';
import { receiptPdf } from '../../../../server/modules/orders/receiptPdf';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { decodeMerchantParameters, signatureMatches } from '../../../../server/modules/payments/redsys';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { pdfStrings } from '../../support/pdfText';
import { safeProductionOptions } from '../../support/productionOptions';
import { call, createCustomer, dataOf, TEST_SECRET, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { OPEN_TIME, cartLine, orderBody, postOrder } from '../../support/orderBed';
import { expectGatewayPage, sandboxGatewayBlock } from '../../support/sandboxGateway';

const BIZUM = 10006;

describe.each(backends)('Bizum through the sandbox gateway over real HTTP on $name', (backend) => {
  const server = sandboxGatewayBlock(backend, { email: 'ana.bizum@example.com', phone: '600000031' }, { paymentTypeId: BIZUM });
  const { api, openGateway, decide } = server;
  const placeOrder = (language = 'es') => server.placeOrder(language);
  const orderOf = async (orderId: number) =>
    (v.parse(endpoints.orders.answer, await api('GET', '/customer/orders')).data ?? []).find((order) => order.orderId === orderId);
  const invoiceOf = async (orderId: number) =>
    (v.parse(endpoints.invoices.answer, await api('GET', '/customer/invoices')).data ?? []).find((invoice) => invoice.orderId === orderId);
  const ritmitos = async () => v.parse(endpoints.loyalty.answer, await api('GET', '/customer/loyalty')).data!;

  it('answers a Bizum order with the redirect form asking for Bizum (DS_MERCHANT_PAYMETHODS z), validly signed', async () => {
    const { order, payment } = await placeOrder();
    expect(order.paymentType.id).toBe(BIZUM);
    const fields = decodeMerchantParameters(payment.Ds_MerchantParameters);
    expect(fields.DS_MERCHANT_PAYMETHODS).toBe('z');
    expect(fields).toMatchObject({ Ds_Merchant_Amount: String(Math.round(order.totalPrice * 100)), Ds_Merchant_TransactionType: '0' });
    expect(signatureMatches('HMAC_SHA256_V1', REDSYS_TEST_SECRET, String(fields.Ds_Merchant_Order), payment.Ds_MerchantParameters, payment.Ds_Signature)).toBe(
      true,
    );
    expect(v.parse(endpoints.paymentConfig.answer, await api('GET', '/customer/payment-config')).data?.bizum).toBe(true);
  });

  it('confirms: Bizum page, a mobile number, Confirmar, the signed notification, /#/pok, paid, invoiced as Bizum, ritmitos credited', async () => {
    const before = await ritmitos();
    const { order, payment } = await placeOrder();
    const page = await openGateway(payment);
    expectGatewayPage(
      page,
      ['Pagar con Bizum', 'data-testid="sandbox-bizum-phone"', '>Confirmar</button>', '>Rechazar</button>'],
      ['data-testid="sandbox-pay"'],
    );
    const back = await decide(page.html, 'pay', '612 345 678');
    expect(back.status).toBe(302);
    expect(back.headers.get('Location')).toBe(`${server.url}/#/pok?order=${order.orderId}`);
    expect((await orderOf(order.orderId))?.paymentStatus.id).toBe(11001);
    const invoice = await invoiceOf(order.orderId);
    expect(invoice?.paymentTypeId).toBe(BIZUM);
    expect(invoice?.ritmitosLoyalty).toBe(order.ritmitosLoyalty);
    expect(order.ritmitosLoyalty).toBeGreaterThan(0);
    expect((await ritmitos()).ritmitosAvailable).toBe(before.ritmitosAvailable + order.ritmitosLoyalty);
  });

  it('asks again for a number that is not a Spanish mobile, and charges nothing', async () => {
    const { order, payment } = await placeOrder('en');
    const page = await openGateway(payment);
    expect(page.html).toContain('Pay with Bizum');
    const again = await decide(page.html, 'pay', '912 345 678');
    expect(again.status).toBe(400);
    const html = await again.text();
    expect(html).toContain('data-testid="sandbox-bizum-error"');
    expect(html).toContain('value="912 345 678"');
    expect((await orderOf(order.orderId))?.paymentStatus.id).toBe(11000);
  });

  it('rejects: /#/pko, the order failed yet payable, paid again through Bizum', async () => {
    const { order, payment } = await placeOrder();
    const page = await openGateway(payment);
    const back = await decide(page.html, 'fail');
    expect(back.headers.get('Location')).toBe(`${server.url}/#/pko?order=${order.orderId}`);
    expect((await orderOf(order.orderId))?.paymentStatus.id).toBe(11002);
    expect(await invoiceOf(order.orderId)).toBeUndefined();
    const again = v.parse(endpoints.orderPay.answer, await api('POST', `/customer/orders/${order.orderId}/pay`, {}));
    expect(decodeMerchantParameters(again.data!.Ds_MerchantParameters).DS_MERCHANT_PAYMETHODS).toBe('z');
    const retry = await openGateway(again.data!);
    expect((await decide(retry.html, 'pay', '+34 712345678')).headers.get('Location')).toBe(`${server.url}/#/pok?order=${order.orderId}`);
    expect((await orderOf(order.orderId))?.paymentStatus.id).toBe(11001);
  });
});

describe.each(backends)('Bizum switched off (REDSYS_BIZUM=off) on $name', (backend) => {
  let fresh: FreshDatabase;
  let ana: TestCustomer;
  const app = (bizum: boolean) => {
    const base = ephemeralConfig({ jwtSecret: TEST_SECRET });
    return createApp({ db: fresh.opened.db, logger: memoryLogger().logger, config: { ...base, payments: { ...base.payments, bizum } }, now: () => OPEN_TIME });
  };

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    ana = await createCustomer(fresh.opened.db, 'ana.nobizum@example.com', { name: 'Ana', phone: '600000032' });
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it('tells the app Bizum is off and refuses pick-up and delivery Bizum orders (409 bizum_unavailable), writing nothing', async () => {
    const off = app(false);
    expect(dataOf('paymentConfig', await call(off, 'GET', '/api/customer/payment-config', ana.auth)).bizum).toBe(false);
    const pickup = await orderBody(fresh.opened.db, ana.id, [await cartLine(fresh.opened.db, 'P1005', 1)], { paymentTypeId: BIZUM });
    const refused = await postOrder(off, ana, pickup);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ wasOk: false, error: { code: 'bizum_unavailable', field: 'paymentType.id' } });
    const addressId = await addAddress(fresh.opened.db, ana);
    const delivery = await deliveryBody(fresh.opened.db, ana, [await deliveryLine(fresh.opened.db, 'P7001', 1)], addressId);
    const refusedDelivery = await postDeliveryOrder(off, ana, { ...delivery, paymentType: { id: BIZUM } });
    expect(refusedDelivery.status).toBe(409);
    expect(refusedDelivery.body).toMatchObject({ error: { code: 'bizum_unavailable' } });
    expect(dataOf('orders', await call(off, 'GET', '/api/customer/orders', ana.auth))).toHaveLength(0);
    // The card still works on the same terminal.
    expect(dataOf('orderCreate', await postOrder(off, ana, { ...pickup, paymentType: { id: 10005 } })).payment).not.toBeNull();
  });

  it('refuses paying again a Bizum order once the terminal no longer offers Bizum', async () => {
    const body = await orderBody(fresh.opened.db, ana.id, [await cartLine(fresh.opened.db, 'P1001', 1)], { paymentTypeId: BIZUM });
    const created = dataOf('orderCreate', await postOrder(app(true), ana, body));
    const again = await call(app(false), 'POST', `/api/customer/orders/${created.order.orderId}/pay`, ana.auth, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'bizum_unavailable' } });
  });

  it('names Bizum on the invoice, its PDF and the e-mailed receipt', async () => {
    const body = await orderBody(fresh.opened.db, ana.id, [await cartLine(fresh.opened.db, 'P1001', 2)], { paymentTypeId: BIZUM });
    const on = app(true);
    const created = dataOf('orderCreate', await postOrder(on, ana, body));
    await fresh.opened.db.transaction((tx) => markOrderPaid(tx, created.order.orderId, OPEN_TIME, PAID));
    const invoice = dataOf('invoices', await call(on, 'GET', '/api/customer/invoices', ana.auth, undefined, { 'X-Language': 'es' })).find(
      (one) => one.orderId === created.order.orderId,
    )!;
    expect(invoice.paymentTypeId).toBe(BIZUM);
    expect(pdfStrings(receiptPdf(invoice, 'es', 'Europe/Madrid'))).toContain('Forma de pago: Bizum');
    expect(pdfStrings(receiptPdf(invoice, 'en', 'Europe/Madrid'))).toContain('Payment method: Bizum');
    const mail = await receiptMail(fresh.opened.db, created.order.orderId, 'http://localhost', 'test');
    expect(mail.text).toContain('Forma de pago: Bizum');
    expect(mail.html).toContain('data-payment-method="bizum"');
  });
});

describe('the REDSYS_BIZUM setting', () => {
  const base = { dataDir: '/tmp', port: 8080, jwtSecret: 'x'.repeat(32) };
  // Production resolves only with its other settings in place (the VeriFactu issuer and its certificate among them).
  const production = { ...safeProductionOptions(), ...base, mode: 'production' as const };
  it('reads on/off, is on in demo mode and off in production unless said, and refuses anything else', () => {
    expect(configFromEnv({ REDSYS_BIZUM: 'off' }).redsysBizum).toBe(false);
    expect(configFromEnv({ REDSYS_BIZUM: 'on' }).redsysBizum).toBe(true);
    expect(configFromEnv({}).redsysBizum).toBeUndefined();
    expect(() => configFromEnv({ REDSYS_BIZUM: 'maybe' })).toThrow(/REDSYS_BIZUM/);
    expect(resolveConfig(base).payments.bizum).toBe(true);
    expect(resolveConfig({ ...base, redsysBizum: false }).payments.bizum).toBe(false);
    expect(resolveConfig(production).payments.bizum).toBe(false);
    expect(resolveConfig({ ...production, redsysBizum: true }).payments.bizum).toBe(true);
  });
});
