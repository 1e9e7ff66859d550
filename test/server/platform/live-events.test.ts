import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { createApp } from '../../../server/app';
import { ephemeralConfig } from '../../../server/platform/config/config';
import type { OrderEventNotice } from '../../../server/platform/db/connect';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import { markOrderPaid } from '../../../server/modules/orders/paymentState';
import { backends, memoryLogger, type FreshDatabase } from '../harness';
import { createCustomer, dataOf, TEST_SECRET, type TestCustomer } from '../support/customers';
import { createStaff, moveOrder, newestOrderEventId, openStream, type SseReader } from '../support/liveStreams';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody, postOrder } from '../support/orderBed';
import { PAID } from '../support/paidSettings';

const OTHER_SHOP_ID = 11;
const STAFF_EVENTS = (shop: string) => `/api/staff/events?shop=${shop}`;
const CUSTOMER_EVENTS = '/api/customer/events';

interface Ticketish {
  orderId: number;
  statusId: number;
  shopCode: string;
}

describe.each(backends)('live event streams on $name', (backend) => {
  let fresh: FreshDatabase;
  let app: Hono;
  let ana: TestCustomer;
  let bea: TestCustomer;
  let va01: { token: string };
  let va02: { token: string };
  const open: SseReader[] = [];

  const paidOrder = async (who: TestCustomer, locationId: number) => {
    const body = await orderBody(fresh.opened.db, who.id, [await cartLine(fresh.opened.db, 'P1005', 1, {}, locationId)]);
    const { order } = dataOf('orderCreate', await postOrder(app, who, body, undefined, locationId));
    await fresh.opened.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    return order.orderId;
  };
  const stream = async (path: string, token: string, lastEventId?: string) => {
    const { response, reader } = await openStream(
      app,
      path,
      token,
      lastEventId ?? (path.includes('lastEventId=') ? undefined : await newestOrderEventId(fresh.opened.db)),
    );
    expect(response.status, await (reader ? Promise.resolve('') : response.text())).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    open.push(reader!);
    return reader!;
  };

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    const { opened } = fresh;
    const watchOrderEvents = (listener: Parameters<typeof opened.onOrderEvent>[0]) => opened.onOrderEvent(listener).then(() => true);
    app = createApp({
      db: opened.db,
      logger: memoryLogger().logger,
      config: ephemeralConfig({ jwtSecret: TEST_SECRET }),
      now: () => OPEN_TIME,
      watchOrderEvents,
      maxConcurrentWrites: 4,
    });
    ana = await createCustomer(opened.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
    bea = await createCustomer(opened.db, 'bea@example.com', { name: 'Bea', phone: '600000002' });
    va01 = await createStaff(opened.db, 'barista1@ritmo.local', [SHOP_ID], OPEN_TIME);
    va02 = await createStaff(opened.db, 'barista2@ritmo.local', [OTHER_SHOP_ID], OPEN_TIME);
  });
  afterAll(async () => {
    await Promise.all(open.map((reader) => reader.close()));
    await fresh.dispose();
  });

  it("sends a change to its shop's board and its customer, and to no other shop or customer", async () => {
    const anaOrder = await paidOrder(ana, SHOP_ID);
    const beaOrder = await paidOrder(bea, OTHER_SHOP_ID);
    const board1 = await stream(STAFF_EVENTS('va01'), va01.token);
    const board2 = await stream(STAFF_EVENTS('va02'), va02.token);
    const anaStream = await stream(CUSTOMER_EVENTS, ana.token);
    const beaStream = await stream(CUSTOMER_EVENTS, bea.token);

    const first = await moveOrder(fresh.opened.db, anaOrder, ORDER_STATUS.inQueue, OPEN_TIME);
    const onBoard = await board1.next();
    expect(onBoard).toMatchObject({ id: String(first), event: 'ticket', data: { orderId: anaOrder, statusId: ORDER_STATUS.inQueue, shopCode: 'va01' } });
    const toAna = await anaStream.next();
    expect(toAna).toEqual({
      id: String(first),
      event: 'order',
      data: { orderId: anaOrder, kind: 'pickup', statusId: ORDER_STATUS.inQueue, paymentStatusId: 11001 },
    });

    // The next thing the other shop and the other customer hear is their own order's change, not Ana's.
    const second = await moveOrder(fresh.opened.db, beaOrder, ORDER_STATUS.inQueue, OPEN_TIME);
    expect(await board2.next()).toMatchObject({ id: String(second), event: 'ticket', data: { orderId: beaOrder, shopCode: 'va02' } });
    expect(await beaStream.next()).toMatchObject({ id: String(second), event: 'order', data: { orderId: beaOrder } });
    const third = await moveOrder(fresh.opened.db, anaOrder, ORDER_STATUS.inPreparation, OPEN_TIME);
    expect(await board1.next()).toMatchObject({ id: String(third), data: { orderId: anaOrder, statusId: ORDER_STATUS.inPreparation } });
    expect(await anaStream.next()).toMatchObject({ id: String(third), data: { orderId: anaOrder, statusId: ORDER_STATUS.inPreparation } });
  });

  it('resumes after Last-Event-ID with exactly what was missed, each order at its latest, then live without a duplicate', async () => {
    const one = await paidOrder(ana, SHOP_ID);
    const two = await paidOrder(ana, SHOP_ID);
    const board = await stream(STAFF_EVENTS('va01'), va01.token);
    const seen = await moveOrder(fresh.opened.db, one, ORDER_STATUS.inQueue, OPEN_TIME);
    expect((await board.next()).id).toBe(String(seen));
    await board.close();

    await moveOrder(fresh.opened.db, one, ORDER_STATUS.inPreparation, OPEN_TIME);
    const twoMoved = await moveOrder(fresh.opened.db, two, ORDER_STATUS.inQueue, OPEN_TIME);
    const oneLatest = await moveOrder(fresh.opened.db, one, ORDER_STATUS.prepared, OPEN_TIME);

    const resumed = await stream(STAFF_EVENTS('va01'), va01.token, String(seen));
    const backlog = [await resumed.next(), await resumed.next()];
    expect(backlog.map((event) => [event.id, (event.data as Ticketish).orderId, (event.data as Ticketish).statusId])).toEqual([
      [String(twoMoved), two, ORDER_STATUS.inQueue],
      [String(oneLatest), one, ORDER_STATUS.prepared],
    ]);
    const live = await moveOrder(fresh.opened.db, two, ORDER_STATUS.inPreparation, OPEN_TIME);
    expect(await resumed.next()).toMatchObject({ id: String(live), data: { orderId: two, statusId: ORDER_STATUS.inPreparation } });

    // The customer's stream resumes the same way (the query parameter instead of the header).
    const customer = await stream(`${CUSTOMER_EVENTS}?lastEventId=${seen}`, ana.token);
    const missed = [await customer.next(), await customer.next()];
    expect(missed.map((event) => [event.id, event.event, (event.data as Ticketish).orderId, (event.data as Ticketish).statusId])).toEqual([
      [String(oneLatest), 'order', one, ORDER_STATUS.prepared],
      [String(live), 'order', two, ORDER_STATUS.inPreparation],
    ]);
    const after = await moveOrder(fresh.opened.db, two, ORDER_STATUS.prepared, OPEN_TIME);
    expect(await customer.next()).toMatchObject({ id: String(after), data: { orderId: two, statusId: ORDER_STATUS.prepared } });
  });

  it('reads again from the last id each stream sent when the listening connection comes back', async () => {
    // A second app whose notifications the test can lose, as a dropped LISTEN connection loses them.
    let deaf = false;
    let relay: ((notice: OrderEventNotice | null) => void) | undefined;
    const watchOrderEvents = async (listener: (notice: OrderEventNotice | null) => void) => {
      relay = listener;
      await fresh.opened.onOrderEvent((notice) => {
        if (!deaf) listener(notice);
      });
      return true;
    };
    const flaky = createApp({
      db: fresh.opened.db,
      logger: memoryLogger().logger,
      config: ephemeralConfig({ jwtSecret: TEST_SECRET }),
      now: () => OPEN_TIME,
      watchOrderEvents,
    });
    const order = await paidOrder(ana, SHOP_ID);
    const from = await newestOrderEventId(fresh.opened.db);
    const boardOpen = await openStream(flaky, STAFF_EVENTS('va01'), va01.token, from);
    const customerOpen = await openStream(flaky, CUSTOMER_EVENTS, ana.token, from);
    const [board, customer] = [boardOpen.reader!, customerOpen.reader!];
    open.push(board, customer);
    const heard = await moveOrder(fresh.opened.db, order, ORDER_STATUS.inQueue, OPEN_TIME);
    expect((await board.next()).id).toBe(String(heard));
    expect((await customer.next()).id).toBe(String(heard));

    deaf = true;
    await moveOrder(fresh.opened.db, order, ORDER_STATUS.inPreparation, OPEN_TIME);
    const missed = await moveOrder(fresh.opened.db, order, ORDER_STATUS.prepared, OPEN_TIME);
    deaf = false;
    relay!(null);
    expect(await board.next()).toMatchObject({ id: String(missed), data: { orderId: order, statusId: ORDER_STATUS.prepared } });
    expect(await customer.next()).toMatchObject({ id: String(missed), data: { orderId: order, statusId: ORDER_STATUS.prepared } });
    const live = await moveOrder(fresh.opened.db, order, ORDER_STATUS.delivery, OPEN_TIME);
    expect((await board.next()).id).toBe(String(live));
    expect((await customer.next()).id).toBe(String(live));
  });

  it('refuses a customer token on the board, a staff token on the customer stream and staff of another shop', async () => {
    const refused = async (path: string, token: string) => {
      const { response } = await openStream(app, path, token);
      return { status: response.status, body: (await response.json()) as { wasOk: boolean; error: { code: string } } };
    };
    expect(await refused(STAFF_EVENTS('va01'), ana.token)).toMatchObject({ status: 401, body: { wasOk: false, error: { code: 'unauthorized' } } });
    expect(await refused(CUSTOMER_EVENTS, va01.token)).toMatchObject({ status: 401, body: { wasOk: false, error: { code: 'unauthorized' } } });
    expect(await refused(STAFF_EVENTS('va02'), va01.token)).toMatchObject({ status: 403, body: { error: { code: 'other_shop' } } });
    expect(await refused(STAFF_EVENTS('nope99'), va01.token)).toMatchObject({ status: 404, body: { error: { code: 'unknown_shop' } } });
    expect(await refused(STAFF_EVENTS('va01'), 'not-a-token')).toMatchObject({ status: 401 });
    expect((await refused(`${CUSTOMER_EVENTS}?lastEventId=abc`, ana.token)).status).toBe(400);
  });
});
