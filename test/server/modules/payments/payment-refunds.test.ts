import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPaymentForm } from '../../../../src/api/contract';
import { PAYMENT_TYPE, type PaymentTypeId } from '../../../../src/domain/pricing/paymentMethods';
import { createApp } from '../../../../server/app';
import type { PaymentsConfig } from '../../../../server/platform/config/config';
import { invoices, loyaltyMovements, orders, paymentNotifications, paymentRefunds } from '../../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { decodeMerchantParameters } from '../../../../server/modules/payments/redsys';
import { refundRequest, walletChargeRequest } from '../../../../server/modules/payments/redsysRest';
import { createRefundSender, type RefundSender } from '../../../../server/modules/payments/refundSender';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { gatewayFields, notificationForm } from '../../support/gatewayNotification';
import type { ListeningApp } from '../../support/listeningApp';
import { listenThroughRelay } from '../../support/relayedApp';
import { cartLine, OPEN_TIME, orderBody, postOrder } from '../../support/orderBed';
import type { RestGatewayRelay } from '../../support/restGatewayRelay';
import { decideOnGateway, openGatewayPage } from '../../support/sandboxGateway';

const PENDING = 11000;
const CANCELLED = 11003;
const googlePayResult = (token: string) => ({
  paymentInfo: JSON.stringify({ apiVersion: 2, paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token } } }),
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('charges that land on cancelled orders are refunded through the gateway on $name', (backend) => {
  let fresh: FreshDatabase;
  let listening: ListeningApp;
  let app: Hono;
  let relay: RestGatewayRelay;
  let refunds: RefundSender;
  let payments: PaymentsConfig;
  let ana: TestCustomer;
  const clock = { now: OPEN_TIME };

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    ({ listening, relay } = await listenThroughRelay(
      (config) => {
        payments = config.payments;
        const { logger } = memoryLogger();
        refunds = createRefundSender({ db: fresh.opened.db, payments, logger, now: () => clock.now });
        app = createApp({ db: fresh.opened.db, logger, config, now: () => clock.now, refundSender: refunds });
        return app;
      },
      { restTimeoutMs: 1_000 },
    ));
    ana = await createCustomer(fresh.opened.db, 'ana.refund@example.com', { name: 'Ana', phone: '600000081' });
  });
  afterAll(async () => {
    await refunds?.stop();
    await relay?.close();
    await listening?.close();
    await fresh?.dispose();
  });

  const db = () => fresh.opened.db;
  const reset = () => {
    clock.now = OPEN_TIME;
    relay.delayMs = 0;
    relay.hang = false;
  };
  const place = async (paymentTypeId: PaymentTypeId) => {
    const body = await orderBody(db(), ana.id, [await cartLine(db(), 'P1005', 1), await cartLine(db(), 'P1001', 1)], { paymentTypeId });
    const created = dataOf('orderCreate', await postOrder(app, ana, body));
    const [row] = await db().select().from(orders).where(eq(orders.id, created.order.orderId));
    return { orderId: created.order.orderId, payment: created.payment, row: row! };
  };
  const cancel = (orderId: number) => call(app, 'DELETE', `/api/customer/orders/${orderId}`, ana.auth);
  /** What the gateway answered for the order: charges approved and refunds accepted (with their amounts). */
  const atGateway = (gatewayOrderNumber: string) => {
    const about = relay.exchanges.filter(({ request }) => request.DS_MERCHANT_ORDER === gatewayOrderNumber);
    return {
      approvedCharges: about.filter(({ request, answer }) => request.DS_MERCHANT_TRANSACTIONTYPE === '0' && answer.Ds_Response === '0000').length,
      refundsAccepted: about
        .filter(({ request, answer }) => request.DS_MERCHANT_TRANSACTIONTYPE === '3' && answer.Ds_Response === '0900')
        .map(({ answer }) => Number(answer.Ds_Amount)),
      refundRequests: about.filter(({ request }) => request.DS_MERCHANT_TRANSACTIONTYPE === '3').length,
    };
  };
  const refundOf = async (orderId: number) => (await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)))[0];
  const moneyEffects = async (row: { id: number; orderCode: string }) => ({
    invoices: (await db().select().from(invoices).where(eq(invoices.orderId, row.id))).length,
    earned: (
      await db()
        .select()
        .from(loyaltyMovements)
        .where(and(eq(loyaltyMovements.kind, 'earned'), eq(loyaltyMovements.orderRef, row.orderCode)))
    ).length,
  });

  /** The browser's part of a card payment on the sandbox gateway: the page, then the customer's choice. */
  const openGateway = async (payment: CardPaymentForm) => (await openGatewayPage(payment)).html;
  const decide = async (html: string, decision: 'pay' | 'fail') => {
    const response = await decideOnGateway(listening.url, html, decision);
    await response.body?.cancel();
    return response.status;
  };

  it('refunds a card payment the gateway notifies after the order was cancelled, once, and the order stays cancelled', async () => {
    reset();
    const { orderId, payment, row } = await place(PAYMENT_TYPE.card);
    const page = await openGateway(payment!);
    expect((await cancel(orderId)).status).toBe(200);
    // The customer pays on the gateway page anyway: the sandbox charges and notifies the server.
    expect(await decide(page, 'pay')).toBe(302);
    await refunds.drain();

    const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(after).toMatchObject({ paymentStatusId: CANCELLED, paidAt: null });
    const amountCents = Math.round(row.totalPrice * 100);
    expect(atGateway(row.gatewayOrderNumber).refundsAccepted).toEqual([amountCents]);
    expect(await refundOf(orderId)).toMatchObject({
      amountCents,
      reason: 'charged-after-cancel',
      gatewayResponse: '0900',
      attempts: 1,
      lastError: null,
      requestedAt: OPEN_TIME,
      refundedAt: OPEN_TIME,
    });
    expect(await moneyEffects(row)).toEqual({ invoices: 0, earned: 0 });

    // The gateway repeats its notification: recorded, nothing more is refunded.
    const replay = await app.request('/api/payments/redsys/notification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: notificationForm(gatewayFields(row.gatewayOrderNumber, amountCents)),
    });
    expect(replay.status).toBe(200);
    await refunds.drain();
    expect(atGateway(row.gatewayOrderNumber).refundRequests).toBe(1);
    expect((await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId))).length).toBe(1);
    const outcomes = await db().select().from(paymentNotifications).where(eq(paymentNotifications.gatewayOrderNumber, row.gatewayOrderNumber));
    expect(outcomes.map((notification) => notification.outcome)).toEqual(['refunding', 'refunding']);
  });

  it('refunds nothing when the card payment after a cancel was declined', async () => {
    reset();
    const { orderId, payment, row } = await place(PAYMENT_TYPE.card);
    const page = await openGateway(payment!);
    expect((await cancel(orderId)).status).toBe(200);
    expect(await decide(page, 'fail')).toBe(302);
    await refunds.drain();
    expect(await refundOf(orderId)).toBeUndefined();
    expect(atGateway(row.gatewayOrderNumber).refundRequests).toBe(0);
  });

  it('refuses to cancel while a wallet charge is with the gateway, and refunds a charge that settles after its claim expired and the order was cancelled', async () => {
    reset();
    relay.delayMs = 600;
    const { orderId, row } = await place(PAYMENT_TYPE.wallet);
    const paying = call(app, 'POST', `/api/customer/orders/${orderId}/gpay`, ana.auth, googlePayResult('LATE-TOKEN'));
    for (let tries = 0; tries < 100; tries += 1) {
      const [current] = await db().select({ started: orders.walletChargeStartedAt }).from(orders).where(eq(orders.id, orderId));
      if (current?.started) break;
      await pause(5);
    }
    const refused = await cancel(orderId);
    expect(refused.status).toBe(409);
    expect(refused.body?.error?.code).toBe('payment_in_progress');
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]?.paymentStatusId).toBe(PENDING);

    // Long after any gateway call could last, the claim no longer holds the order: the cancel goes through.
    clock.now = new Date(OPEN_TIME.getTime() + 3 * 60_000);
    expect((await cancel(orderId)).status).toBe(200);
    const paid = await paying;
    expect(paid.status).toBe(409);
    expect(paid.body?.error?.code).toBe('order_not_payable');
    await refunds.drain();

    const gateway = atGateway(row.gatewayOrderNumber);
    expect(gateway.approvedCharges).toBe(1);
    expect(gateway.refundsAccepted).toEqual([Math.round(row.totalPrice * 100)]);
    expect(await refundOf(orderId)).toMatchObject({ gatewayResponse: '0900', refundedAt: clock.now });
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ paymentStatusId: CANCELLED, walletChargeStartedAt: null });
    expect(await moneyEffects(row)).toEqual({ invoices: 0, earned: 0 });
  });

  it('keeps a refund the gateway did not take, and sends it again at its next try', async () => {
    reset();
    const { orderId, payment, row } = await place(PAYMENT_TYPE.card);
    const page = await openGateway(payment!);
    expect((await cancel(orderId)).status).toBe(200);
    relay.hang = true;
    expect(await decide(page, 'pay')).toBe(302);
    await refunds.drain();
    const waiting = await refundOf(orderId);
    expect(waiting).toMatchObject({ attempts: 1, refundedAt: null, gatewayResponse: null });
    expect(waiting?.lastError).toContain('could not be reached');
    expect(waiting?.nextAttemptAt.getTime()).toBe(OPEN_TIME.getTime() + 60_000);

    relay.hang = false;
    await refunds.drain();
    expect((await refundOf(orderId))?.refundedAt).toBeNull();
    clock.now = new Date(OPEN_TIME.getTime() + 61_000);
    expect(await refunds.drain()).toBe(1);
    expect(await refundOf(orderId)).toMatchObject({ attempts: 2, gatewayResponse: '0900', lastError: null, refundedAt: clock.now });
    expect(atGateway(row.gatewayOrderNumber).refundsAccepted).toEqual([Math.round(row.totalPrice * 100)]);
  });

  describe('the sandbox REST gateway refunds (transaction type 3)', () => {
    const sandbox = async (body: unknown) => {
      const response = await fetch(relay.target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await response.json()) as Record<string, unknown>;
      return typeof answer.Ds_MerchantParameters === 'string' ? decodeMerchantParameters(answer.Ds_MerchantParameters) : answer;
    };

    it('gives back what it charged, in parts, never more, and nothing it did not charge', async () => {
      const charge = { gatewayOrderNumber: '4343REFUND', amountCents: 500 };
      expect(await sandbox(refundRequest(charge, payments))).toEqual({ errorCode: 'SIS0054' });
      expect(await sandbox(walletChargeRequest(charge, 'SANDBOX-OK', payments))).toMatchObject({ Ds_Response: '0000' });
      expect(await sandbox(refundRequest({ ...charge, amountCents: 200 }, payments))).toMatchObject({
        Ds_Response: '0900',
        Ds_TransactionType: '3',
        Ds_Amount: '200',
        Ds_Order: '4343REFUND',
      });
      expect(await sandbox(refundRequest({ ...charge, amountCents: 301 }, payments))).toEqual({ errorCode: 'SIS0057' });
      expect(await sandbox(refundRequest({ ...charge, amountCents: 300 }, payments))).toMatchObject({ Ds_Response: '0900' });
      expect(await sandbox(refundRequest({ ...charge, amountCents: 1 }, payments))).toEqual({ errorCode: 'SIS0057' });
    });
  });
});
