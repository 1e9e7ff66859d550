import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_STATUS, ORDER_STATUS } from '../../../../src/api/contract/statuses';
import { REFERRAL_REWARD_RITMITOS } from '../../../../src/domain/loyalty/loyalty';
import type { FiscalDetails } from '../../../../src/domain/fiscal/taxId';
import { recommendFriend } from '../../../../server/modules/loyalty/referrals';
import { creditRitmitos, loyaltySummary } from '../../../../server/modules/loyalty/summary';
import { FORFEIT_DESCRIPTION } from '../../../../server/modules/people/account/deleteAccount';
import {
  addresses,
  auditLog,
  customers,
  invoices,
  loginCodes,
  loyaltyMovements,
  mailOutbox,
  mailQueue,
  orderEvents,
  orderLines,
  orders,
  orderWithdrawals,
  products,
  pushSubscriptions,
  rateEvents,
  referrals,
  reviews,
  runOnce,
  socialLoginCodes,
  verifactuRecords,
} from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { bearer, signIn } from '../../support/authApp';
import { pay } from '../../support/counterBed';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';

const ANA = 'ana.deleted@example.com';
const FISCAL: FiscalDetails = { taxId: '12345678Z', name: 'Ana García Soler', address: 'Carrer de Sueca 1', postalCode: '46006', city: 'València' };

/** How the deletion treats one place personal data lives in: the same list as docs/running/personal-data.md. */
type Fate = 'removed' | 'pseudonymised' | 'cleared' | 'kept';

describe.each(backends)('deleting an account on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let bob: TestCustomer;
  let pickupId: number;
  let deliveryId: number;
  let ritmitosBefore: number;
  let bobReviewCount: number;

  const snapshot = async () => ({
    customer: (await bed.db.select().from(customers).where(eq(customers.id, ana.id)))[0],
    addresses: (await bed.db.select().from(addresses).where(eq(addresses.customerId, ana.id))).length,
    reviews: (await bed.db.select().from(reviews).where(eq(reviews.customerId, ana.id))).length,
    loginCodes: (await bed.db.select().from(loginCodes).where(eq(loginCodes.email, ANA))).length,
    queue: (await bed.db.select().from(mailQueue)).length,
    ledger: (await bed.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.customerId, ana.id))).length,
    orders: await bed.db.select().from(orders).where(eq(orders.customerId, ana.id)).orderBy(orders.id),
  });

  const deleteAs = (who: TestCustomer, confirm: string) => call(bed.app, 'DELETE', '/api/customer/account', who.auth, { confirm });

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    // Ana signs in as a customer does: a sign-in code, its mail in the outbox, rate-limit events.
    const session = await signIn(bed.app, ANA);
    ana = { id: session.user.id, code: session.user.code, email: ANA, token: session.token, auth: bearer(session.token) };
    bob = await createCustomer(bed.db, 'bob.stays@example.com', { name: 'Bob Martí', phone: '611222333' });
    const now = bed.clock.now;
    dataOf('accountPatch', await call(bed.app, 'PATCH', '/api/customer/account', ana.auth, { name: 'Ana García', phone: '600123456' }));
    dataOf('preferencesPatch', await call(bed.app, 'PATCH', '/api/customer/preferences', ana.auth, { receivePromotions: true, receiveNews: true }));
    dataOf('fiscalSave', await call(bed.app, 'PUT', '/api/customer/fiscal', ana.auth, FISCAL));
    await bed.db
      .insert(pushSubscriptions)
      .values({ customerId: ana.id, endpoint: 'https://push.example.com/ana', p256dh: 'key', auth: 'secret', language: 'es' });
    await bed.db.insert(socialLoginCodes).values({ codeHash: randomUUID(), customerId: ana.id, expiresAt: new Date(now.getTime() + 60_000) });
    // Ratings: Ana's and Bob's of the same product.
    dataOf('review', await call(bed.app, 'POST', '/api/customer/reviews', bob.auth, { productCode: 'P1005', rating: 4 }));
    dataOf('review', await call(bed.app, 'POST', '/api/customer/reviews', ana.auth, { productCode: 'P1005', rating: 1 }));
    bobReviewCount = (await bed.db.select().from(products).where(eq(products.productCode, 'P1005')))[0]!.ratingCount;
    // Invitations both ways: Bob invited Ana before she signed up (linked by hand); Ana invites Carla.
    await bed.db.insert(referrals).values({ inviterId: bob.id, friendEmail: ANA, friendName: 'Ana (de Bob)', friendCustomerId: ana.id });
    await recommendFriend(bed.db, { id: ana.id, email: ANA }, { friendEmail: 'carla@example.com', friendName: 'Carla' }, now, 'es');
    await recommendFriend(bed.db, { id: bob.id, email: bob.email }, { friendEmail: 'dani@example.com', friendName: 'Dani' }, now, 'es');
    await creditRitmitos(bed.db, ana.id, 120, 'Welcome', null, now);
    await creditRitmitos(bed.db, bob.id, 300, 'Welcome', null, now);
    // A collected pick-up order with a simplified ticket, a line note.
    const pickupBody = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1005', 1)], { now });
    pickupId = dataOf('orderCreate', await postOrder(bed.app, ana, pickupBody)).order.orderId;
    await pay(bed.db, pickupId, now);
    await bed.db.update(orders).set({ statusId: ORDER_STATUS.delivery, paymentInfo: '{"payer":"Ana García"}' }).where(eq(orders.id, pickupId));
    await bed.db.update(orderLines).set({ notes: 'para Ana, sin azúcar' }).where(eq(orderLines.orderId, pickupId));
    // A delivered delivery order with a full invoice, and a withdrawal with the customer's words.
    const home = await addAddress(bed.db, ana);
    const deliveryRequest = { ...(await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P7001', 3)], home)), fullInvoice: true };
    deliveryId = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, deliveryRequest)).order.orderId;
    await pay(bed.db, deliveryId, now);
    await bed.db.update(orders).set({ statusId: DELIVERY_STATUS.delivered }).where(eq(orders.id, deliveryId));
    const [withdrawal] = await bed.db
      .insert(orderWithdrawals)
      .values({ orderId: deliveryId, lines: [{ index: 0, quantity: 1 }], reason: 'Me llamo Ana y no me gustó' })
      .returning({ id: orderWithdrawals.id });
    // Its acknowledgement, not sent yet.
    await bed.db.insert(mailQueue).values({ key: `withdrawal:${withdrawal!.id}`, kind: 'withdrawalReceived', payload: { withdrawalId: withdrawal!.id } });
    // Mail: demo outbox mail to Ana and a queued mail to her not yet sent.
    await bed.db.insert(mailOutbox).values({ to: ANA, subject: 'Hola Ana', text: 'Hola Ana García' });
    await bed.db
      .insert(mailQueue)
      .values({ key: `invitation:${ANA}`, kind: 'invitation', payload: { to: ANA, language: 'es', inviterName: 'Bob', friendName: 'Ana' } });
    ritmitosBefore = (await loyaltySummary(bed.db, ana.id, now)).ritmitosAvailable;
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('answers what a deletion would forfeit, and the orders that block it', async () => {
    const check = dataOf('accountDeletion', await call(bed.app, 'GET', '/api/customer/account/deletion', ana.auth));
    expect(ritmitosBefore).toBeGreaterThan(120);
    expect(check).toEqual({ ritmitos: ritmitosBefore, ritmitosValueCents: ritmitosBefore, blockingOrders: [] });
  });

  it('refuses a confirmation that is not the e-mail, and changes nothing', async () => {
    const before = await snapshot();
    for (const typed of ['ana.deleted@example.org', '', 'bob.stays@example.com']) {
      const refused = await deleteAs(ana, typed);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ wasOk: false, error: { code: 'confirmation_mismatch', field: 'confirm' } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses while an order is under way, naming it, until it is cancelled', async () => {
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1001', 1)], { now: bed.clock.now });
    const pending = dataOf('orderCreate', await postOrder(bed.app, ana, body)).order;
    const before = await snapshot();
    const refused = await deleteAs(ana, ` ${ANA.toUpperCase()} `);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      wasOk: false,
      error: { code: 'pending_order' },
      data: { blockingOrders: [{ orderId: pending.orderId, orderCode: pending.orderCode, kind: 'pickup' }] },
    });
    expect(dataOf('accountDeletion', await call(bed.app, 'GET', '/api/customer/account/deletion', ana.auth)).blockingOrders).toEqual([
      { orderId: pending.orderId, orderCode: pending.orderCode, kind: 'pickup' },
    ]);
    expect(await snapshot()).toEqual(before);
    dataOf('orderCancel', await call(bed.app, 'DELETE', `/api/customer/orders/${pending.orderId}`, ana.auth));
  });

  it('deletes with the e-mail typed in another case, forfeiting the ritmitos', async () => {
    const deleted = dataOf('accountDelete', await deleteAs(ana, ` ${ANA.toUpperCase()} `));
    expect(deleted).toEqual({ deleted: true, ritmitosForfeited: ritmitosBefore });
    expect((await loyaltySummary(bed.db, ana.id, bed.clock.now)).ritmitosAvailable).toBe(0);
  });

  const anaRow = async () => (await bed.db.select().from(customers).where(eq(customers.id, ana.id)))[0]!;
  const invoiceOf = async (orderId: number) => (await bed.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;
  const carlaInvitation = async () => (await bed.db.select().from(referrals).where(eq(referrals.inviterId, ana.id)))[0]!;

  /** Every table and column that held Ana's personal data, what became of it, and the check. */
  const PERSONAL_DATA: { place: string; fate: Fate; check: () => Promise<void> }[] = [
    {
      place: 'customers.email',
      fate: 'pseudonymised',
      check: async () => expect((await anaRow()).email).toBe(`deleted-${ana.code.toLowerCase()}@deleted.invalid`),
    },
    { place: 'customers.name', fate: 'cleared', check: async () => expect((await anaRow()).name).toBe('') },
    { place: 'customers.phone', fate: 'cleared', check: async () => expect((await anaRow()).phone).toBe('') },
    { place: 'customers.fiscal', fate: 'cleared', check: async () => expect((await anaRow()).fiscal).toBeNull() },
    {
      place: 'customers.receive_promotions, receive_news',
      fate: 'cleared',
      check: async () => expect(await anaRow()).toMatchObject({ receivePromotions: false, receiveNews: false }),
    },
    {
      place: 'customers.id, code, created_at, not_before, deleted_at',
      fate: 'kept',
      check: async () => {
        const row = await anaRow();
        expect(row.code).toBe(ana.code);
        expect(row.deletedAt?.getTime()).toBe(bed.clock.now.getTime());
        expect(row.notBefore!.getTime()).toBeGreaterThan(bed.clock.now.getTime());
      },
    },
    {
      place: 'login_codes.email, client_address',
      fate: 'removed',
      check: async () => expect(await bed.db.select().from(loginCodes).where(eq(loginCodes.email, ANA))).toEqual([]),
    },
    {
      place: 'rate_events.key',
      fate: 'removed',
      check: async () => {
        expect(
          await bed.db
            .select()
            .from(rateEvents)
            .where(like(rateEvents.key, `%${ANA}%`)),
        ).toEqual([]);
        expect(
          await bed.db
            .select()
            .from(rateEvents)
            .where(and(eq(rateEvents.bucket, 'invitation:customer'), eq(rateEvents.key, String(ana.id)))),
        ).toEqual([]);
      },
    },
    {
      place: 'social_login_codes',
      fate: 'removed',
      check: async () => expect(await bed.db.select().from(socialLoginCodes).where(eq(socialLoginCodes.customerId, ana.id))).toEqual([]),
    },
    {
      place: 'push_subscriptions',
      fate: 'removed',
      check: async () => expect(await bed.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, ana.id))).toEqual([]),
    },
    {
      place: 'addresses',
      fate: 'removed',
      check: async () => expect(await bed.db.select().from(addresses).where(eq(addresses.customerId, ana.id))).toEqual([]),
    },
    {
      place: 'reviews (and products.rating, rating_count)',
      fate: 'removed',
      check: async () => {
        expect(await bed.db.select().from(reviews).where(eq(reviews.customerId, ana.id))).toEqual([]);
        expect(await bed.db.select().from(reviews).where(eq(reviews.customerId, bob.id))).toHaveLength(1);
        const [product] = await bed.db.select().from(products).where(eq(products.productCode, 'P1005'));
        expect(product?.ratingCount).toBe(bobReviewCount - 1);
      },
    },
    {
      place: 'referrals.friend_email, friend_name (Ana invited)',
      fate: 'pseudonymised',
      check: async () => {
        const [invited] = await bed.db.select().from(referrals).where(eq(referrals.inviterId, bob.id)).orderBy(referrals.id);
        expect(invited).toMatchObject({ friendEmail: `deleted-invitation-${invited!.id}@deleted.invalid`, friendName: '', friendCustomerId: ana.id });
      },
    },
    {
      place: 'referrals.friend_email, friend_name (Ana invited someone)',
      fate: 'pseudonymised',
      check: async () => {
        const invitation = await carlaInvitation();
        expect(invitation).toMatchObject({ friendEmail: `deleted-invitation-${invitation.id}@deleted.invalid`, friendName: '' });
      },
    },
    {
      place: 'mail_outbox.to, subject, text',
      fate: 'removed',
      check: async () => {
        expect(
          await bed.db
            .select()
            .from(mailOutbox)
            .where(inArray(mailOutbox.to, [ANA, 'carla@example.com'])),
        ).toEqual([]);
        expect(await bed.db.select().from(mailOutbox).where(like(mailOutbox.text, '%Ana García%'))).toEqual([]);
      },
    },
    {
      place: 'mail_queue.payload (sent and waiting)',
      fate: 'removed',
      check: async () => {
        const left = await bed.db.select().from(mailQueue);
        expect(left.map((row) => row.key)).toEqual(['invitation:dani@example.com']);
      },
    },
    {
      place: 'run_once.answer',
      fate: 'removed',
      check: async () => expect(await bed.db.select().from(runOnce).where(eq(runOnce.customerId, ana.id))).toEqual([]),
    },
    {
      place: 'loyalty_movements',
      fate: 'kept',
      check: async () => {
        const ledger = await bed.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.customerId, ana.id));
        expect(ledger.find((line) => line.kind === 'expired')).toMatchObject({ amount: -ritmitosBefore, description: FORFEIT_DESCRIPTION });
      },
    },
    {
      place: 'orders.delivery_address',
      fate: 'cleared',
      check: async () => {
        const [order] = await bed.db.select().from(orders).where(eq(orders.id, deliveryId));
        expect(order?.deliveryAddress).toMatchObject({
          contactFullName: '',
          contactPhone: '',
          addressLine1: '',
          addressLine2: '',
          cp: '46006',
          cityCode: '46250',
        });
      },
    },
    {
      place: 'orders.payment_info',
      fate: 'cleared',
      check: async () =>
        expect((await bed.db.select().from(orders).where(eq(orders.customerId, ana.id))).map((order) => order.paymentInfo)).toEqual(['', '', '']),
    },
    {
      place: 'orders (id, code, totals, customer_id)',
      fate: 'kept',
      check: async () => expect((await bed.db.select().from(orders).where(eq(orders.customerId, ana.id))).map((order) => order.id)).toContain(pickupId),
    },
    {
      place: 'order_lines.notes',
      fate: 'cleared',
      check: async () =>
        expect(
          await bed.db
            .select()
            .from(orderLines)
            .where(and(inArray(orderLines.orderId, [pickupId, deliveryId]), sql`${orderLines.notes} <> ''`)),
        ).toEqual([]),
    },
    {
      place: 'order_withdrawals.reason',
      fate: 'cleared',
      check: async () => expect((await bed.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, deliveryId)))[0]?.reason).toBe(''),
    },
    {
      place: 'invoices (F2 simplified ticket)',
      fate: 'kept',
      check: async () => expect(await invoiceOf(pickupId)).toMatchObject({ invoiceType: 'F2', recipient: null, customerId: ana.id }),
    },
    {
      place: 'invoices.recipient (F1 full invoice: NIF, name, fiscal address)',
      fate: 'kept',
      check: async () => expect(await invoiceOf(deliveryId)).toMatchObject({ invoiceType: 'F1', recipient: FISCAL }),
    },
    {
      place: 'verifactu_records.fields (recipient NIF and name of the F1)',
      fate: 'kept',
      check: async () => {
        const f1 = await invoiceOf(deliveryId);
        const [record] = await bed.db.select().from(verifactuRecords).where(eq(verifactuRecords.invoiceId, f1.id));
        expect(JSON.stringify(record?.fields)).toContain(FISCAL.taxId);
      },
    },
    {
      place: 'order_events.customer_id',
      fate: 'kept',
      check: async () => expect(await bed.db.select().from(orderEvents).where(eq(orderEvents.customerId, ana.id))).not.toEqual([]),
    },
    {
      place: 'audit_log (customer:<code> subjects)',
      fate: 'kept',
      check: async () => expect(JSON.stringify(await bed.db.select().from(auditLog))).not.toContain(ANA),
    },
  ];

  it.each(PERSONAL_DATA.map((entry) => [entry.place, entry.fate, entry] as const))('%s: %s', async (_place, _fate, entry) => {
    await entry.check();
  });

  it('leaves no trace of the e-mail, name or phone anywhere outside a full invoice', async () => {
    const tables = [
      'customers',
      'login_codes',
      'rate_events',
      'referrals',
      'mail_outbox',
      'mail_queue',
      'run_once',
      'orders',
      'order_lines',
      'order_withdrawals',
      'addresses',
    ];
    for (const table of tables) {
      const rows = await bed.db.execute(sql.raw(`select * from ${table}`));
      const text = JSON.stringify(rows);
      expect(text, table).not.toContain(ANA);
      expect(text, table).not.toContain('600123456');
      expect(text, table).not.toContain('Ana García');
    }
  });

  it("refuses the old session's token", async () => {
    const refused = await call(bed.app, 'GET', '/api/customer/account', ana.auth);
    expect(refused.status).toBe(401);
    expect((await deleteAs(ana, ANA)).status).toBe(401);
  });

  it('signs the same e-mail up again as a new customer with nothing of the old one', async () => {
    const session = await signIn(bed.app, ANA);
    expect(session.user.id).not.toBe(ana.id);
    expect(session.user.code).not.toBe(ana.code);
    expect(session.loyalty.ritmitosAvailable).toBe(0);
    const auth = bearer(session.token);
    expect(dataOf('account', await call(bed.app, 'GET', '/api/customer/account', auth))).toMatchObject({ email: ANA, name: '', phone: '', isActive: false });
    expect(dataOf('orders', await call(bed.app, 'GET', '/api/customer/orders', auth))).toEqual([]);
    expect(dataOf('addresses', await call(bed.app, 'GET', '/api/customer/addresses', auth))).toEqual([]);
    expect(dataOf('fiscal', await call(bed.app, 'GET', '/api/customer/fiscal', auth))).toBeNull();
    expect(dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', auth))).toEqual([]);
  });

  it("leaves another customer's data untouched", async () => {
    const [row] = await bed.db.select().from(customers).where(eq(customers.id, bob.id));
    expect(row).toMatchObject({ email: 'bob.stays@example.com', name: 'Bob Martí', phone: '611222333', deletedAt: null });
    // Bob's reward for inviting Ana (her first paid order) stands.
    expect((await loyaltySummary(bed.db, bob.id, bed.clock.now)).ritmitosAvailable).toBe(300 + REFERRAL_REWARD_RITMITOS);
    expect(await bed.db.select().from(referrals).where(eq(referrals.friendEmail, 'dani@example.com'))).toHaveLength(1);
    expect(dataOf('account', await call(bed.app, 'GET', '/api/customer/account', bob.auth)).email).toBe('bob.stays@example.com');
  });
});
