import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../../src/api/contract/customer/accountExport';
import { addresses, invoices, loginCodes, loyaltyMovements, orderRefunds, orders, pushSubscriptions, referrals } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { pay } from '../../support/counterBed';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { deliveryBody, deliveryLine, postDeliveryOrder, VALENCIA } from '../../support/deliveryBed';
import { cartLine, orderBody, postOrder } from '../../support/orderBed';
import { manageBed, type ManageBed } from '../../surfaces/manage/manageBed';

/** What one customer gives the shop: the figures differ between the two, so a leak shows as a foreign string. */
interface Person {
  email: string;
  name: string;
  phone: string;
  fiscal: { taxId: string; name: string; address: string; postalCode: string; city: string };
  address: { contactFullName: string; contactPhone: string; addressLine1: string; addressLine2: string; cp: string };
  friend: { friendName: string; friendEmail: string };
  pushEndpoint: string;
}

const ANA: Person = {
  email: 'ana.export@example.com',
  name: 'Ana Amorós',
  phone: '611111111',
  fiscal: { taxId: '12345678Z', name: 'Ana Amorós Fiscal', address: 'Carrer de Sueca 11', postalCode: '46006', city: 'València' },
  address: { contactFullName: 'Ana Amorós Casa', contactPhone: '611111112', addressLine1: 'Carrer de Cuba 12', addressLine2: '3º', cp: '46006' },
  friend: { friendName: 'Alicia Amiga', friendEmail: 'alicia.amiga@example.com' },
  pushEndpoint: 'https://fcm.googleapis.com/fcm/send/ana-device',
};
const BEA: Person = {
  email: 'bea.export@example.com',
  name: 'Beatriz Beltrán',
  phone: '622222222',
  fiscal: { taxId: 'B12345674', name: 'Cafés Beltrán S.L.', address: 'Avinguda del Port 22', postalCode: '46023', city: 'València' },
  address: { contactFullName: 'Beatriz Beltrán Oficina', contactPhone: '622222223', addressLine1: 'Carrer de Russafa 23', addressLine2: '1ª', cp: '46004' },
  friend: { friendName: 'Bruno Bueno', friendEmail: 'bruno.bueno@example.com' },
  pushEndpoint: 'https://updates.push.services.mozilla.com/wpush/v2/bea-device',
};

describe.each(backends)('Download my data (GET /customer/account/export) on $name', (backend) => {
  let bed: ManageBed;
  let ana: TestCustomer;
  let bea: TestCustomer;
  const made = new Map<number, { orderCodes: string[]; addressLines: string[]; invoiceNumbers: string[] }>();

  /** Everything one customer does: details, two addresses, three paid orders (one refunded), an invitation, two ratings. */
  async function liveAs(person: Person): Promise<TestCustomer> {
    const who = await createCustomer(bed.db, person.email, { name: person.name, phone: person.phone });
    dataOf('fiscalSave', await call(bed.app, 'PUT', '/api/customer/fiscal', who.auth, person.fiscal));
    const addressIds: number[] = [];
    for (const [index, flat] of ['', ' bis'].entries()) {
      const [row] = await bed.db
        .insert(addresses)
        .values({ customerId: who.id, ...person.address, addressLine1: `${person.address.addressLine1}${flat}`, isDefault: index === 0, ...VALENCIA })
        .returning({ id: addresses.id });
      addressIds.push(row!.id);
    }
    const pickup = dataOf('orderCreate', await postOrder(bed.app, who, await orderBody(bed.db, who.id, [await cartLine(bed.db, 'P1005', 1)]))).order;
    const full = dataOf(
      'orderCreate',
      await postOrder(bed.app, who, { ...(await orderBody(bed.db, who.id, [await cartLine(bed.db, 'P1001', 2)])), fullInvoice: true }),
    ).order;
    const delivery = dataOf(
      'deliveryOrderCreate',
      await postDeliveryOrder(bed.app, who, await deliveryBody(bed.db, who, [await deliveryLine(bed.db, 'P5001', 2)], addressIds[0]!)),
    ).order;
    for (const order of [pickup, full, delivery]) await pay(bed.db, order.orderId, bed.clock.now);
    const refund = await bed.call('owner', 'POST', `/api/manage/orders/${pickup.orderId}/refund`, { lines: [{ index: 0, quantity: 1 }], reason: 'Spilt' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(dataOf('recommendFriend', await call(bed.app, 'POST', '/api/customer/recommend_friend', who.auth, person.friend))).toBe(0);
    for (const [productCode, rating] of [
      ['P1001', 5],
      ['P1005', 3],
    ] as const) {
      dataOf('review', await call(bed.app, 'POST', '/api/customer/reviews', who.auth, { productCode, rating }));
    }
    await bed.db.insert(pushSubscriptions).values({ customerId: who.id, endpoint: person.pushEndpoint, p256dh: 'key', auth: 'secret', language: 'es' });
    await bed.db.insert(loginCodes).values({ email: person.email, codeHash: `hash-${who.id}`, expiresAt: bed.clock.now, consumedAt: bed.clock.now });
    const invoiceRows = await bed.db.select({ number: invoices.invoiceNumber }).from(invoices).where(eq(invoices.customerId, who.id));
    made.set(who.id, {
      orderCodes: [pickup.orderCode, full.orderCode, delivery.orderCode],
      addressLines: [`${person.address.addressLine1}`, `${person.address.addressLine1} bis`],
      invoiceNumbers: invoiceRows.map((row) => row.number),
    });
    return who;
  }

  let exported: AccountExport;
  let text: string;

  beforeAll(async () => {
    bed = await manageBed(backend);
    ana = await liveAs(ANA);
    bea = await liveAs(BEA);
    // Carla invited Ana: Ana's export says "a friend", never Carla.
    const carla = await createCustomer(bed.db, 'carla.inviter@example.com', { name: 'Carla Convidant', phone: '633333333' });
    await bed.db.insert(referrals).values({ inviterId: carla.id, friendEmail: ANA.email, friendName: 'Anita de Carla', friendCustomerId: ana.id });
    exported = dataOf('accountExport', await call(bed.app, 'GET', '/api/customer/account/export', ana.auth, undefined, { 'X-Language': 'en' }));
    text = JSON.stringify(exported);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('is the versioned format, complete, in the asked language', () => {
    expect(exported).toMatchObject({ format: 'ritmo-account-export', version: 1, language: 'en', partial: false, missing: [] });
    expect(exported.exportedAt).toBe(bed.clock.now.toISOString());
    expect(exported.customer).toMatchObject({ code: ana.code, email: ANA.email, name: ANA.name, phone: ANA.phone, fiscal: ANA.fiscal });
    expect(exported.orders.map((order) => order.status)).toContain('Pending');
  });

  it('holds every address, order, refund, invoice and ritmitos movement of the customer, as the database has them', async () => {
    const addressRows = await bed.db.select().from(addresses).where(eq(addresses.customerId, ana.id)).orderBy(asc(addresses.id));
    expect(exported.addresses.map((address) => address.addressId)).toEqual(addressRows.map((row) => row.id));
    expect(exported.addresses[0]).toMatchObject({ contactFullName: ANA.address.contactFullName, city: 'València', isDefault: true });

    const orderRows = await bed.db.select().from(orders).where(eq(orders.customerId, ana.id)).orderBy(asc(orders.id));
    expect(orderRows).toHaveLength(3);
    expect(exported.orders.map((order) => [order.orderId, order.orderCode, order.kind])).toEqual(orderRows.map((row) => [row.id, row.orderCode, row.kind]));
    for (const order of exported.orders) {
      expect(order.paidAt).not.toBeNull();
      expect(order.paymentMethod).toBe('card');
      expect(order.lines.length).toBeGreaterThan(0);
    }
    const delivery = exported.orders.find((order) => order.kind === 'delivery')!;
    expect(delivery.deliveryAddress).toMatchObject({ contactFullName: ANA.address.contactFullName, addressLine1: ANA.address.addressLine1, city: 'València' });
    expect(delivery.lines[0]).toMatchObject({ productCode: 'P5001', quantity: 2 });

    const refundRows = await bed.db
      .select()
      .from(orderRefunds)
      .where(
        inArray(
          orderRefunds.orderId,
          orderRows.map((row) => row.id),
        ),
      );
    expect(refundRows).toHaveLength(1);
    const refunded = exported.orders.find((order) => order.refunds.length > 0)!;
    expect(refunded.orderId).toBe(refundRows[0]!.orderId);
    expect(refunded.refunds).toEqual([
      {
        createdAt: refundRows[0]!.createdAt.toISOString(),
        lines: [{ index: 0, quantity: 1 }],
        total: refundRows[0]!.total,
        ritmitosReturned: 0,
        reason: 'Spilt',
      },
    ]);

    const invoiceRows = await bed.db.select().from(invoices).where(eq(invoices.customerId, ana.id)).orderBy(asc(invoices.issuedAt), asc(invoices.id));
    expect(exported.invoices.map((invoice) => [invoice.invoiceNumber, invoice.kind])).toEqual(invoiceRows.map((row) => [row.invoiceNumber, row.invoiceType]));
    expect(new Set(exported.invoices.map((invoice) => invoice.kind))).toEqual(new Set(['F1', 'F2', 'R5']));
    const correction = exported.invoices.find((invoice) => invoice.kind === 'R5')!;
    const corrected = exported.invoices.find((invoice) => invoice.invoiceNumber === correction.relatedInvoiceNumber)!;
    expect(corrected.kind).toBe('F2');
    expect(correction.series).toMatch(/^R\d{4}$/);
    expect(correction.total).toBeLessThan(0);
    expect(exported.invoices.find((invoice) => invoice.kind === 'F1')!.recipient).toEqual(ANA.fiscal);

    const movements = await bed.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.customerId, ana.id));
    expect(movements.length).toBeGreaterThan(0);
    expect(exported.ritmitos.movements).toHaveLength(movements.length);
    expect(exported.ritmitos.movements.reduce((sum, movement) => sum + movement.amount, 0)).toBe(movements.reduce((sum, row) => sum + row.amount, 0));
  });

  it('holds the invitations sent, the one received without its sender, the ratings, devices and sign-ins', () => {
    expect(exported.invitations.sent).toEqual([{ ...ANA.friend, createdAt: expect.any(String), rewarded: false }]);
    expect(exported.invitations.received).toEqual({ from: 'a friend', createdAt: expect.any(String) });
    expect(text).not.toContain('carla.inviter@example.com');
    expect(text).not.toContain('Carla Convidant');
    expect(exported.reviews.map((review) => [review.productCode, review.rating])).toEqual([
      ['P1001', 5],
      ['P1005', 3],
    ]);
    expect(exported.reviews[0]!.productTitle).not.toBe('');
    expect(exported.pushSubscriptions).toEqual([{ host: 'fcm.googleapis.com', createdAt: expect.any(String) }]);
    expect(text).not.toContain('ana-device');
    expect(exported.signIns).toEqual([{ requestedAt: expect.any(String), usedAt: expect.any(String) }]);
  });

  it('holds nothing of another customer', () => {
    const theirs = made.get(bea.id)!;
    const foreign = [
      BEA.email,
      BEA.name,
      BEA.phone,
      BEA.fiscal.taxId,
      BEA.fiscal.name,
      BEA.address.contactFullName,
      BEA.address.contactPhone,
      BEA.friend.friendEmail,
      BEA.friend.friendName,
      'mozilla.com',
      bea.code,
      ...theirs.addressLines,
      ...theirs.orderCodes,
      ...theirs.invoiceNumbers,
    ];
    expect(theirs.invoiceNumbers.length).toBeGreaterThanOrEqual(4);
    for (const value of foreign) expect(text, value).not.toContain(value);
    // And what Ana's own export holds of Ana is really there, so the absence above means something.
    const mine = made.get(ana.id)!;
    for (const value of [ANA.email, ANA.phone, ...mine.orderCodes, ...mine.invoiceNumbers, ...mine.addressLines]) expect(text, value).toContain(value);
  });

  it('needs a session', async () => {
    const answer = await call(bed.app, 'GET', '/api/customer/account/export', {});
    expect(answer.status).toBe(401);
    expect(JSON.stringify(answer.body)).not.toContain(ANA.email);
  });
});
