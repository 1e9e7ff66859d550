import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { configFromEnv, ephemeralConfig } from '../../../../server/platform/config/config';
import { ORDER_STATUS } from '../../../../src/api/contract/statuses';
import { loyaltyMovements, orders, paymentRefunds, referrals } from '../../../../server/platform/db/schema';
import { loyaltySummary } from '../../../../server/modules/loyalty/summary';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { linkReferralOnRegistration } from '../../../../server/modules/loyalty/referrals';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { createStaff, move, type TestStaff } from '../../support/counterBed';
import { call, createCustomer, dataOf, TEST_SECRET, type TestCustomer } from '../../support/customers';
import { gatewayFields, notificationForm } from '../../support/gatewayNotification';
import { cartLine, OPEN_TIME, orderBody, postOrder, SHOP_ID } from '../../support/orderBed';

/** Products of the seed: a 1,40 € coffee (P1001) and a 2,40 € one (P1005). */
const LINES = {
  '1,40 €': [['P1001', 1]],
  '6,20 €': [
    ['P1005', 2],
    ['P1001', 1],
  ],
  '7,20 €': [['P1005', 3]],
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
  let manager: TestStaff;

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
    manager = await createStaff(fresh.opened.db, 'manager.referrals@example.com', 'manager', [SHOP_ID]);
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  const db = () => fresh.opened.db;
  /** Ana invites the friend, who then registers. */
  const invitedFriend = async (email: string, phone = '600000092') => {
    expect(
      dataOf(
        'recommendFriend',
        await call(apps.default, 'POST', '/api/customer/recommend_friend', ana.auth, { friendEmail: email, friendName: 'Friend Name' }),
      ),
    ).toBe(0);
    const friend = await createCustomer(db(), email, { name: 'Friend Name', phone });
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

  it("refuses Ana's invitation of her own +alt address, and her 7,20 € order from it earns her nothing", async () => {
    const before = await anaRewards();
    const invite = await call(apps.default, 'POST', '/api/customer/recommend_friend', ana.auth, {
      friendEmail: 'Ana.Inviter+alt@example.com',
      friendName: 'Ana Alt',
    });
    expect(dataOf('recommendFriend', invite)).toBe(1);
    expect(await db().select().from(referrals).where(eq(referrals.friendEmail, 'ana.inviter+alt@example.com'))).toEqual([]);
    const alt = await createCustomer(db(), 'ana.inviter+alt@example.com', { name: 'Ana Alt', phone: '600000093' });
    await linkReferralOnRegistration(db(), alt);
    const paid = await order(apps.default, alt, '7,20 €');
    expect(paid.totalPrice).toBe(7.2);
    await paid.notifyPaid();
    expect(await anaRewards()).toEqual(before);
  });

  it("takes the reward back when the shop refunds the friend's order that earned it; the invitation is open again", async () => {
    const before = await anaRewards();
    const balanceBefore = (await loyaltySummary(db(), ana.id, OPEN_TIME)).ritmitosAvailable;
    const friend = await invitedFriend('friend.refunded@example.com', '600000094');
    const paid = await order(apps.default, friend, '7,20 €');
    await paid.notifyPaid();
    expect(await anaRewards()).toEqual([...before, 150]);
    expect((await loyaltySummary(db(), ana.id, OPEN_TIME)).ritmitosAvailable).toBe(balanceBefore + 150);

    expect((await move(apps.default, manager, paid.orderId, ORDER_STATUS.cancel, ORDER_STATUS.pending)).status).toBe(200);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, paid.orderId))).toHaveLength(1);
    const debits = await db()
      .select()
      .from(loyaltyMovements)
      .where(and(eq(loyaltyMovements.customerId, ana.id), eq(loyaltyMovements.kind, 'spent')));
    expect(debits.map((line) => [line.amount, line.description])).toEqual([[-150, 'Friend Name']]);
    expect((await loyaltySummary(db(), ana.id, OPEN_TIME)).ritmitosAvailable).toBe(balanceBefore);
    const [invitation] = await db().select().from(referrals).where(eq(referrals.friendEmail, 'friend.refunded@example.com'));
    expect(invitation).toMatchObject({ rewardedAt: null, rewardOrderId: null, friendCustomerId: friend.id });

    // A later order the friend keeps earns the reward again.
    const again = await order(apps.default, friend, '7,20 €');
    await again.notifyPaid();
    expect((await loyaltySummary(db(), ana.id, OPEN_TIME)).ritmitosAvailable).toBe(balanceBefore + 150);
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
