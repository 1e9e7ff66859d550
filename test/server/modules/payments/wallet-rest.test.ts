import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { ephemeralConfig, REDSYS_TEST_SECRET } from '../../../../server/platform/config/config';
import { invoices, loyaltyMovements, orders, paymentNotifications } from '../../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { decodeMerchantParameters, encodeMerchantParameters, signMerchantParameters } from '../../../../server/modules/payments/redsys';
import { walletChargeRequest } from '../../../../server/modules/payments/redsysRest';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { cartLine, OPEN_TIME, orderBody, postOrder } from '../../support/orderBed';
import type { ListeningApp } from '../../support/listeningApp';
import { listenThroughRelay } from '../../support/relayedApp';
import type { RestGatewayRelay } from '../../support/restGatewayRelay';

// Issue 13: wallet payments go to Redsys's REST entry point; the demo sandbox speaks the same contract.
const PAID = 11001;
const PENDING = 11000;
const FAILED = 11002;

/** Google Pay's PaymentData as the app posts it, carrying `token`. */
const googlePayResult = (token: string) => ({
  paymentInfo: JSON.stringify({
    apiVersion: 2,
    apiVersionMinor: 0,
    paymentMethodData: { type: 'CARD', description: 'Visa •••• 1111', tokenizationData: { type: 'PAYMENT_GATEWAY', token } },
  }),
});
/** A Google Pay token as Google's TEST environment hands it out (the sandbox approves it). */
const GOOGLE_TOKEN = JSON.stringify({ signature: 'MEUCIQ…', protocolVersion: 'ECv2', signedMessage: '{"encryptedMessage":"…"}' });

/** The answer's merchant parameters rewritten; `sign` says with which key, if any, to sign them again. */
function rewritten(answer: Record<string, unknown>, change: Record<string, string>, sign: string | null): Record<string, unknown> {
  const fields = { ...decodeMerchantParameters(String(answer.Ds_MerchantParameters)), ...change } as Record<string, string>;
  const parameters = encodeMerchantParameters(fields);
  const signature = sign === null ? answer.Ds_Signature : signMerchantParameters('HMAC_SHA256_V1', sign, fields.Ds_Order ?? '', parameters);
  return { ...answer, Ds_MerchantParameters: parameters, Ds_Signature: signature };
}
const amountOf = (answer: Record<string, unknown>) => Number(decodeMerchantParameters(String(answer.Ds_MerchantParameters)).Ds_Amount);
const ANOTHER_KEY = Buffer.from('another shop key 24 byte').toString('base64');

describe.each(backends)('wallet payments through the REST contract on $name', (backend) => {
  let fresh: FreshDatabase;
  let listening: ListeningApp;
  let app: Hono;
  let relay: RestGatewayRelay;
  let ana: TestCustomer;
  let anaHome: number;
  let logLines: () => Record<string, unknown>[];

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    ({ listening, relay } = await listenThroughRelay(
      (config) => {
        const memory = memoryLogger();
        logLines = memory.lines;
        app = createApp({ db: fresh.opened.db, logger: memory.logger, config, now: () => OPEN_TIME });
        return app;
      },
      { restTimeoutMs: 1_000 },
    ));
    ana = await createCustomer(fresh.opened.db, 'ana.wallet@example.com', { name: 'Ana', phone: '600000031' });
    anaHome = await addAddress(fresh.opened.db, ana);
  });
  afterAll(async () => {
    await relay?.close();
    await listening?.close();
    await fresh?.dispose();
  });

  const db = () => fresh.opened.db;
  const pickupOrder = async () => {
    const body = await orderBody(db(), ana.id, [await cartLine(db(), 'P1005', 1), await cartLine(db(), 'P1001', 2)], { paymentTypeId: 10004 });
    const created = dataOf('orderCreate', await postOrder(app, ana, body));
    expect(created.payment).toBeNull();
    return created.order.orderId;
  };
  const deliveryOrder = async () => {
    const body = await deliveryBody(db(), ana, [await deliveryLine(db(), 'P5001', 2)], anaHome);
    const created = dataOf('deliveryOrderCreate', await postDeliveryOrder(app, ana, { ...body, paymentType: { id: 10004 } }));
    expect(created.payment).toBeNull();
    expect(created.order.paymentType.id).toBe(10004);
    return created.order.orderId;
  };
  const flows = {
    'pick-up': {
      place: pickupOrder,
      pay: (orderId: number, token: string) => call(app, 'POST', `/api/customer/orders/${orderId}/gpay`, ana.auth, googlePayResult(token)),
    },
    delivery: {
      place: deliveryOrder,
      pay: (orderId: number, token: string) => call(app, 'POST', `/api/customer/delivery-orders/${orderId}/gpay`, ana.auth, googlePayResult(token)),
    },
  };
  const stored = async (orderId: number) => {
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    const invoiced = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
    const earned = await db()
      .select()
      .from(loyaltyMovements)
      .where(and(eq(loyaltyMovements.kind, 'earned'), eq(loyaltyMovements.orderRef, row!.orderCode)));
    const answers = await db().select().from(paymentNotifications).where(eq(paymentNotifications.gatewayOrderNumber, row!.gatewayOrderNumber));
    return { row: row!, invoices: invoiced.length, earned: earned.length, outcomes: answers.map((answer) => answer.outcome) };
  };
  const untouched = async (orderId: number) => {
    const state = await stored(orderId);
    expect(state.row.paymentStatusId).toBe(PENDING);
    expect(state.row.paidAt).toBeNull();
    expect(state.row.walletChargeStartedAt).toBeNull();
    expect(state.invoices).toBe(0);
    expect(state.earned).toBe(0);
    return state;
  };
  const clean = () => {
    relay.tamper = (answer) => answer;
    relay.delayMs = 0;
    relay.hang = false;
  };

  describe.each(Object.entries(flows))('%s order', (_kind, flow) => {
    it('is paid once when the gateway approves, and a replay answers the paid order without charging again', async () => {
      clean();
      const orderId = await flow.place();
      const before = relay.forwarded;
      const paid = await flow.pay(orderId, GOOGLE_TOKEN);
      expect(paid.status).toBe(200);
      expect((paid.body?.data as { paymentStatus: { id: number } }).paymentStatus.id).toBe(PAID);
      const again = await flow.pay(orderId, GOOGLE_TOKEN);
      expect(again.status).toBe(200);
      expect((again.body?.data as { paymentStatus: { id: number } }).paymentStatus.id).toBe(PAID);
      expect(relay.forwarded - before).toBe(1);
      const state = await stored(orderId);
      expect(state.row.paymentStatusId).toBe(PAID);
      expect(state.row.walletChargeStartedAt).toBeNull();
      expect(state.row.paymentInfo).not.toContain('MEUCIQ');
      expect(state).toMatchObject({ invoices: 1, earned: 1, outcomes: ['paid'] });
    });

    it('stays payable when the gateway declines, and is paid by the next approved token', async () => {
      clean();
      const orderId = await flow.place();
      const declined = await flow.pay(orderId, 'SANDBOX-DECLINED');
      expect(declined.status).toBe(402);
      expect(declined.body?.error?.code).toBe('payment_declined');
      expect((await stored(orderId)).row.paymentStatusId).toBe(FAILED);
      expect((await flow.pay(orderId, 'SANDBOX-OK')).status).toBe(200);
      expect(await stored(orderId)).toMatchObject({ row: { paymentStatusId: PAID }, invoices: 1, earned: 1, outcomes: ['failed', 'paid'] });
    });

    it('lets only one of two simultaneous payments reach the gateway', async () => {
      clean();
      relay.delayMs = 300;
      const orderId = await flow.place();
      const before = relay.forwarded;
      const answers = await Promise.all([flow.pay(orderId, GOOGLE_TOKEN), flow.pay(orderId, GOOGLE_TOKEN)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body?.error?.code).toBe('payment_in_progress');
      expect(relay.forwarded - before).toBe(1);
      expect(await stored(orderId)).toMatchObject({ row: { paymentStatusId: PAID }, invoices: 1, earned: 1 });
    });

    const untrusted: [string, (answer: Record<string, unknown>) => Record<string, unknown>, string][] = [
      ['an amount changed under the same signature', (answer) => rewritten(answer, { Ds_Amount: '1' }, null), 'bad-signature'],
      [
        'a wrong amount signed with the merchant key',
        (answer) => rewritten(answer, { Ds_Amount: String(amountOf(answer) - 100) }, REDSYS_TEST_SECRET),
        'wrong-amount',
      ],
      ['an approval signed with another key', (answer) => rewritten(answer, {}, ANOTHER_KEY), 'bad-signature'],
    ];
    it.each(untrusted)('changes nothing when the gateway answers %s', async (_what, tamper, outcome) => {
      clean();
      relay.tamper = tamper;
      const orderId = await flow.place();
      const answer = await flow.pay(orderId, GOOGLE_TOKEN);
      expect(answer.status).toBe(502);
      expect(answer.body?.error?.code).toBe('gateway_answer_refused');
      expect((await untouched(orderId)).outcomes).toEqual([outcome]);
      expect(logLines().some((line) => line.msg === 'Payment wallet REST answer refused' && line.outcome === outcome)).toBe(true);
    });

    it('changes nothing when the answer is about another order', async () => {
      clean();
      relay.tamper = (answer) => rewritten(answer, { Ds_Order: '9999ZZZZ' }, REDSYS_TEST_SECRET);
      const orderId = await flow.place();
      const answer = await flow.pay(orderId, GOOGLE_TOKEN);
      expect(answer.status).toBe(502);
      expect((await untouched(orderId)).outcomes).toEqual([]);
    });
  });

  it('does not charge again after an untrusted answer: the gateway refuses the repeated order (SIS0051)', async () => {
    clean();
    relay.tamper = (answer) => rewritten(answer, { Ds_Amount: '1' }, null);
    const orderId = await pickupOrder();
    expect((await flows['pick-up'].pay(orderId, GOOGLE_TOKEN)).status).toBe(502);
    clean();
    const retry = await flows['pick-up'].pay(orderId, GOOGLE_TOKEN);
    expect(retry.status).toBe(409);
    expect(retry.body?.error?.code).toBe('payment_unconfirmed');
    await untouched(orderId);
  });

  it('keeps the order unpaid with a clear error when the gateway does not answer in time, and can pay it later', async () => {
    clean();
    relay.hang = true;
    const orderId = await deliveryOrder();
    const timedOut = await flows.delivery.pay(orderId, GOOGLE_TOKEN);
    expect(timedOut.status).toBe(504);
    expect(timedOut.body?.error?.code).toBe('gateway_unavailable');
    await untouched(orderId);
    clean();
    expect((await flows.delivery.pay(orderId, GOOGLE_TOKEN)).status).toBe(200);
    expect((await stored(orderId)).row.paymentStatusId).toBe(PAID);
  });

  it('keeps the order unpaid when the gateway refuses the request with an SIS code', async () => {
    clean();
    relay.tamper = () => ({ errorCode: 'SIS0042' });
    const orderId = await pickupOrder();
    const refused = await flows['pick-up'].pay(orderId, GOOGLE_TOKEN);
    expect(refused.status).toBe(502);
    expect(refused.body?.error?.code).toBe('gateway_refused');
    await untouched(orderId);
  });

  it('pays only wallet orders of the caller, each through its own kind of call', async () => {
    clean();
    const pickup = await pickupOrder();
    const delivery = await deliveryOrder();
    expect((await flows.delivery.pay(pickup, GOOGLE_TOKEN)).status).toBe(404);
    expect((await flows['pick-up'].pay(delivery, GOOGLE_TOKEN)).status).toBe(404);
    const bea = await createCustomer(db(), 'bea.wallet@example.com');
    expect((await call(app, 'POST', `/api/customer/orders/${pickup}/gpay`, bea.auth, googlePayResult(GOOGLE_TOKEN))).status).toBe(404);
    expect((await call(app, 'POST', `/api/customer/delivery-orders/${delivery}/gpay`, {}, googlePayResult(GOOGLE_TOKEN))).status).toBe(401);
    expect((await call(app, 'POST', `/api/customer/orders/${pickup}/gpay`, ana.auth, { paymentInfo: '{"no":"token"}' })).status).toBe(400);
    await untouched(pickup);
    await untouched(delivery);
  });

  describe('the sandbox REST gateway', () => {
    const sandbox = (body: unknown) =>
      fetch(relay.target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(
        (response) => response.json() as Promise<Record<string, unknown>>,
      );
    const payments = () => ephemeralConfig().payments;

    it("sends the fields Redsys documents for a Google Pay charge, the token in base64, signed with the order's key", () => {
      const request = walletChargeRequest({ gatewayOrderNumber: '4241WALLET', amountCents: 145 }, GOOGLE_TOKEN, payments());
      expect(decodeMerchantParameters(request.Ds_MerchantParameters)).toEqual({
        DS_MERCHANT_AMOUNT: '145',
        DS_MERCHANT_ORDER: '4241WALLET',
        DS_MERCHANT_MERCHANTCODE: '999008881',
        DS_MERCHANT_CURRENCY: '978',
        DS_MERCHANT_TRANSACTIONTYPE: '0',
        DS_MERCHANT_TERMINAL: '1',
        DS_XPAYDATA: Buffer.from(GOOGLE_TOKEN).toString('base64'),
        DS_XPAYTYPE: 'Google',
        DS_XPAYORIGEN: 'WEB',
      });
      expect(request.Ds_Signature).toBe(signMerchantParameters('HMAC_SHA256_V1', REDSYS_TEST_SECRET, '4241WALLET', request.Ds_MerchantParameters));
    });

    it('approves with a signed answer naming the order and amount, and refuses the same order again', async () => {
      const request = walletChargeRequest({ gatewayOrderNumber: '4242WALLET', amountCents: 1234 }, GOOGLE_TOKEN, payments());
      const answer = await sandbox(request);
      expect(decodeMerchantParameters(String(answer.Ds_MerchantParameters))).toMatchObject({
        Ds_Order: '4242WALLET',
        Ds_Amount: '1234',
        Ds_Response: '0000',
        Ds_Currency: '978',
      });
      expect(answer.Ds_Signature).toBe(signMerchantParameters('HMAC_SHA256_V1', REDSYS_TEST_SECRET, '4242WALLET', String(answer.Ds_MerchantParameters)));
      expect(await sandbox(request)).toEqual({ errorCode: 'SIS0051' });
    });

    it('refuses a request with a wrong signature, a wrong amount or without wallet data', async () => {
      const signed = walletChargeRequest({ gatewayOrderNumber: '4243WALLET', amountCents: 500 }, GOOGLE_TOKEN, payments());
      expect(
        await sandbox({ ...signed, Ds_Signature: signMerchantParameters('HMAC_SHA256_V1', ANOTHER_KEY, '4243WALLET', signed.Ds_MerchantParameters) }),
      ).toEqual({ errorCode: 'SIS0042' });
      const fields = decodeMerchantParameters(signed.Ds_MerchantParameters) as Record<string, string>;
      const resigned = (change: Record<string, string>) => {
        const parameters = encodeMerchantParameters({ ...fields, ...change });
        return {
          ...signed,
          Ds_MerchantParameters: parameters,
          Ds_Signature: signMerchantParameters('HMAC_SHA256_V1', REDSYS_TEST_SECRET, '4243WALLET', parameters),
        };
      };
      expect(await sandbox(resigned({ DS_MERCHANT_AMOUNT: '0' }))).toEqual({ errorCode: 'SIS0018' });
      expect(await sandbox(resigned({ DS_MERCHANT_AMOUNT: '12.50' }))).toEqual({ errorCode: 'SIS0018' });
      expect(await sandbox(resigned({ DS_XPAYDATA: '' }))).toEqual({ errorCode: 'SIS0499' });
      expect(await sandbox(resigned({ DS_MERCHANT_MERCHANTCODE: '123456789' }))).toEqual({ errorCode: 'SIS0026' });
      expect(await sandbox({ nothing: true })).toEqual({ errorCode: 'SIS0007' });
    });
  });
});
