import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { configFromEnv, ephemeralConfig } from '../../server/config/config';
import { loyaltyMovements, orders, paymentRefunds } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/catalogue/demoCatalogue';
import { linkReferralOnRegistration } from '../../server/referrals/referrals';
import { backends, memoryLogger, type FreshDatabase } from './harness';
import { call, createCustomer, dataOf, TEST_SECRET, type TestCustomer } from './support/customers';
import { gatewayFields, notificationForm } from './support/gatewayNotification';
import { cartLine, OPEN_TIME, orderBody, postOrder } from './support/orderBed';

/** Products of the seed: a 1,40 € coffee (P1001) and a 2,40 € one (P1005). */
const LINES = {
  '1,40 €': [['P1001', 1]],
  '6,20 €': [
    ['P1005', 2],
    ['P1001', 1],
  ],
  '11,00 €': [
    ['P1005', 4],
    ['P1001', 1],
  ],
} as const;

describe.each(backends)('the referral reward needs a real first order on $name', (backend) => {
  let fresh: FreshDatabase;
  /** The app as configured by default (5 €) and with REFERRAL_MIN_ORDER_EUROS=10. */
  let apps: { default: Hono; tenEuros: Hono };
  let ana: TestCustomer;

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    const { logger } = memoryLogger();
    const tenEuros = Number(configFromEnv({ REFERRAL_MIN_ORDER_EUROS: '10,00' }).referralMinOrderEuros) * 100;
    apps = {
      default: createApp({ db: fresh.opened.db, logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET }), now: () => OPEN_TIME }),
      tenEuros: createApp({
        db: fresh.opened.db,
        logger,
        config: ephemeralConfig({ jwtSecret: TEST_SECRET, referralMinOrderCents: tenEuros }),
        now: () => OPEN_TIME,
      }),
    };
    ana = await createCustomer(fresh.opened.db, 'ana.inviter@example.com', { name: 'Ana', phone: '600000091' });
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  const db = () => fresh.opened.db;
  /** Ana invites the friend, who then registers. */
  const invitedFriend = async (email: string) => {
    expect(
      dataOf(
        'recommendFriend',
        await call(apps.default, 'POST', '/api/customer/recommend_friend', ana.auth, { friendEmail: email, friendName: 'Friend Name' }),
      ),
    ).toBe(0);
    const friend = await createCustomer(db(), email, { name: 'Friend Name', phone: '600000092' });
    await linkReferralOnRegistration(db(), friend);
    return friend;
  };
  /** The friend orders by card; the gateway notifies the payment when `pay` is set. */
  const order = async (app: Hono, friend: TestCustomer, lines: keyof typeof LINES) => {
    const cart = await Promise.all(LINES[lines].map(([code, quantity]) => cartLine(db(), code, quantity)));
    const created = dataOf('orderCreate', await postOrder(app, friend, await orderBody(db(), friend.id, cart)));
    const [row] = await db().select().from(orders).where(eq(orders.id, created.order.orderId));
    const notifyPaid = async () => {
      const form = notificationForm(gatewayFields(row!.gatewayOrderNumber, Math.round(row!.totalPrice * 100)));
      const answer = await app.request('/api/payments/redsys/notification', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      expect(answer.status).toBe(200);
    };
    return { orderId: row!.id, totalPrice: row!.totalPrice, notifyPaid };
  };
  const anaRewards = async () =>
    (
      await db()
        .select()
        .from(loyaltyMovements)
        .where(and(eq(loyaltyMovements.customerId, ana.id), eq(loyaltyMovements.kind, 'referral')))
    ).map((line) => line.amount);

  it("gives nothing for a friend's 1,40 € first order, and 150 ritmitos once for the first paid order of at least 5 €", async () => {
    const friend = await invitedFriend('friend.small@example.com');
    const small = await order(apps.default, friend, '1,40 €');
    expect(small.totalPrice).toBe(1.4);
    await small.notifyPaid();
    expect(await anaRewards()).toEqual([]);

    await (await order(apps.default, friend, '6,20 €')).notifyPaid();
    expect(await anaRewards()).toEqual([150]);
    await (await order(apps.default, friend, '6,20 €')).notifyPaid();
    expect(await anaRewards()).toEqual([150]);
  });

  it('follows REFERRAL_MIN_ORDER_EUROS', async () => {
    const before = (await anaRewards()).length;
    const friend = await invitedFriend('friend.ten@example.com');
    await (await order(apps.tenEuros, friend, '6,20 €')).notifyPaid();
    expect((await anaRewards()).length).toBe(before);
    await (await order(apps.tenEuros, friend, '11,00 €')).notifyPaid();
    expect((await anaRewards()).length).toBe(before + 1);
  });

  it('gives nothing for an order cancelled before its charge landed (the charge is refunded), and a rewarded order can no longer be cancelled', async () => {
    const before = await anaRewards();
    const friend = await invitedFriend('friend.cancels@example.com');
    const cancelled = await order(apps.default, friend, '11,00 €');
    expect((await call(apps.default, 'DELETE', `/api/customer/orders/${cancelled.orderId}`, friend.auth)).status).toBe(200);
    await cancelled.notifyPaid();
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, cancelled.orderId))).toHaveLength(1);
    expect(await anaRewards()).toEqual(before);

    const paid = await order(apps.default, friend, '6,20 €');
    await paid.notifyPaid();
    expect(await anaRewards()).toEqual([...before, 150]);
    const refused = await call(apps.default, 'DELETE', `/api/customer/orders/${paid.orderId}`, friend.auth);
    expect(refused.status).toBe(409);
    expect(refused.body?.error?.code).toBe('order_not_cancellable');
    expect(await anaRewards()).toEqual([...before, 150]);
  });
});

describe('REFERRAL_MIN_ORDER_EUROS', () => {
  it('reads euros with a point or a comma, 5 € when unset, and refuses anything else naming the variable', () => {
    expect(configFromEnv({ REFERRAL_MIN_ORDER_EUROS: '7.5' }).referralMinOrderEuros).toBe(7.5);
    expect(configFromEnv({ REFERRAL_MIN_ORDER_EUROS: '7,50' }).referralMinOrderEuros).toBe(7.5);
    expect(configFromEnv({}).referralMinOrderEuros).toBeUndefined();
    expect(ephemeralConfig().referralMinOrderCents).toBe(500);
    expect(() => configFromEnv({ REFERRAL_MIN_ORDER_EUROS: '-1' })).toThrow(/REFERRAL_MIN_ORDER_EUROS/);
    expect(() => configFromEnv({ REFERRAL_MIN_ORDER_EUROS: 'five' })).toThrow(/REFERRAL_MIN_ORDER_EUROS/);
  });
});
