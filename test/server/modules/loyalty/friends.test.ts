import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyMovements, mailQueue, referrals } from '../../../../server/platform/db/schema';
import { linkReferralOnRegistration, rewardReferralOnQualifyingOrder } from '../../../../server/modules/loyalty/referrals';
import { backends } from '../../harness';
import { accountTestBed, call, createCustomer, dataOf, type AccountTestBed, type TestCustomer } from '../../support/customers';

/** A friend's paid order of 5 €, the default minimum that earns the inviter the reward. */
const MINIMUM = 500;
/** The order's id is only kept with the invitation it rewards: a number of the friend's own is enough here. */
const paidOrderOf = (friend: { id: number }) => ({ orderId: 1000 + friend.id, customerId: friend.id, moneyPaidCents: MINIMUM });

describe.each(backends)('friend invitations on $name', (backend) => {
  let bed: AccountTestBed;
  let ana: TestCustomer;
  const invite = (who: TestCustomer, friendEmail: string, friendName = 'Friend Name') =>
    call(bed.app, 'POST', '/api/customer/recommend_friend', who.auth, { friendEmail, friendName });

  beforeAll(async () => {
    bed = await accountTestBed(backend, new Date('2025-05-01T09:00:00Z'));
    ana = await createCustomer(bed.db, 'ana@example.com');
    await createCustomer(bed.db, 'active@example.com', { name: 'Active Customer', phone: '600111222' });
    await createCustomer(bed.db, 'unfinished@example.com');
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('answers 0 and records a new invitation (no e-mail is sent in this issue)', async () => {
    expect(dataOf('recommendFriend', await invite(ana, 'Carla@Example.com', 'Carla Ruiz'))).toBe(0);
    const [row] = await bed.db.select().from(referrals).where(eq(referrals.friendEmail, 'carla@example.com'));
    expect(row).toMatchObject({ inviterId: ana.id, friendName: 'Carla Ruiz', friendCustomerId: null, rewardedAt: null });
  });

  it("answers 1 for an active customer and for the inviter's own e-mail", async () => {
    expect(dataOf('recommendFriend', await invite(ana, 'active@example.com'))).toBe(1);
    expect(dataOf('recommendFriend', await invite(ana, 'ana@example.com'))).toBe(1);
  });

  it("answers 1 for any address reaching the inviter's own mailbox, and stores nothing", async () => {
    const pepe = await createCustomer(bed.db, 'pepe.lopez@gmail.com');
    const before = (await bed.db.select().from(referrals)).length;
    expect(dataOf('recommendFriend', await invite(ana, 'ana+alt@example.com'))).toBe(1);
    expect(dataOf('recommendFriend', await invite(ana, 'ANA+Shop@Example.com'))).toBe(1);
    expect(dataOf('recommendFriend', await invite(pepe, 'pepelopez@gmail.com'))).toBe(1);
    expect(dataOf('recommendFriend', await invite(pepe, 'Pepe.Lopez+cafe@googlemail.com'))).toBe(1);
    expect((await bed.db.select().from(referrals)).length).toBe(before);
  });

  it('answers 2 for an e-mail already invited, by anyone, and for one that has not finished registration', async () => {
    const bea = await createCustomer(bed.db, 'bea@example.com');
    expect(dataOf('recommendFriend', await invite(bea, 'carla@example.com'))).toBe(2);
    expect(dataOf('recommendFriend', await invite(ana, 'carla@example.com'))).toBe(2);
    expect(dataOf('recommendFriend', await invite(ana, 'unfinished@example.com'))).toBe(2);
    expect((await bed.db.select().from(referrals)).length).toBe(1);
  });

  it('refuses a bad e-mail or a short name naming the field', async () => {
    expect((await invite(ana, 'not-an-email')).body?.error?.field).toBe('friendEmail');
    expect((await invite(ana, 'dani@example.com', 'Dan')).body?.error?.field).toBe('friendName');
  });

  it('credits the inviter 150 ritmitos once, when the registered friend pays a first order', async () => {
    const carla = await createCustomer(bed.db, 'carla@example.com');
    await linkReferralOnRegistration(bed.db, carla);
    const [linked] = await bed.db.select().from(referrals).where(eq(referrals.friendEmail, 'carla@example.com'));
    expect(linked?.friendCustomerId).toBe(carla.id);

    const paidAt = new Date('2025-05-10T12:00:00Z');
    expect(await bed.db.transaction((tx) => rewardReferralOnQualifyingOrder(tx, paidOrderOf(carla), MINIMUM, paidAt))).toBe(true);
    expect(await bed.db.transaction((tx) => rewardReferralOnQualifyingOrder(tx, paidOrderOf(carla), MINIMUM, new Date('2025-05-11T12:00:00Z')))).toBe(false);

    const credits = await bed.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.customerId, ana.id));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ kind: 'referral', amount: 150, description: 'Carla Ruiz' });
    expect(credits[0]?.expiresAt?.toISOString()).toBe('2025-11-10T12:00:00.000Z');

    bed.clock.now = new Date('2025-05-12T09:00:00Z');
    const loyalty = dataOf('loyalty', await call(bed.app, 'GET', '/api/customer/loyalty', ana.auth));
    expect(loyalty.ritmitosAvailable).toBe(150);
    expect(loyalty.history[0]).toMatchObject({ kind: 'referral', amount: 150 });
  });

  it('sends at most 10 invitations per customer in 24 hours, even 50 at once; then 429 invitation_limit', async () => {
    const zoe = await createCustomer(bed.db, 'zoe@example.com');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => invite(zoe, `zoe.friend${i}@example.com`)));
    expect(answers.filter((answer) => answer.status === 200 && answer.body?.data === 0)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.body).toMatchObject({ wasOk: false, error: { code: 'invitation_limit' } });
    expect(Number(refused[0]!.response.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600);
    expect(await bed.db.select().from(referrals).where(eq(referrals.inviterId, zoe.id))).toHaveLength(10);
    const queued = await bed.db.select().from(mailQueue);
    expect(queued.filter((row) => row.key.startsWith('invitation:zoe.friend'))).toHaveLength(10);

    // Answers that send nothing are not counted and still come; another customer has their own budget.
    expect(dataOf('recommendFriend', await invite(zoe, 'active@example.com'))).toBe(1);
    const yago = await createCustomer(bed.db, 'yago@example.com');
    expect(dataOf('recommendFriend', await invite(yago, 'yago.friend@example.com'))).toBe(0);

    const before = bed.clock.now;
    bed.clock.now = new Date(before.getTime() + 24 * 3600_000 + 1000);
    expect(dataOf('recommendFriend', await invite(zoe, 'zoe.friend.tomorrow@example.com'))).toBe(0);
    bed.clock.now = before;
  });

  it("rewards nothing for an invitation of an address reaching the inviter's own mailbox", async () => {
    // Stored as an invitation before addresses were judged by their mailbox.
    const teo = await createCustomer(bed.db, 'teo@example.com');
    await bed.db.insert(referrals).values({ inviterId: teo.id, friendEmail: 'teo+alt@example.com', friendName: 'Teo Alt', createdAt: bed.clock.now });
    const alt = await createCustomer(bed.db, 'teo+alt@example.com');
    await linkReferralOnRegistration(bed.db, alt);
    expect(await bed.db.transaction((tx) => rewardReferralOnQualifyingOrder(tx, paidOrderOf(alt), MINIMUM, bed.clock.now))).toBe(false);
    expect(await bed.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.customerId, teo.id))).toEqual([]);
  });

  it('rewards nothing for a customer nobody invited', async () => {
    const loner = await createCustomer(bed.db, 'loner@example.com');
    expect(await rewardReferralOnQualifyingOrder(bed.db, paidOrderOf(loner), MINIMUM)).toBe(false);
  });

  it('finds the invitation by e-mail when the registration link was missed', async () => {
    expect(dataOf('recommendFriend', await invite(ana, 'eva@example.com', 'Eva Soler'))).toBe(0);
    const eva = await createCustomer(bed.db, 'eva@example.com');
    expect(await rewardReferralOnQualifyingOrder(bed.db, paidOrderOf(eva), MINIMUM, new Date('2025-05-12T10:00:00Z'))).toBe(true);
    const [row] = await bed.db.select().from(referrals).where(eq(referrals.friendEmail, 'eva@example.com'));
    expect(row?.friendCustomerId).toBe(eva.id);
  });
});
