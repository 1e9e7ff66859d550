import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import { markOrderPaid } from '../../../server/modules/orders/paymentState';
import { startServer, type RunningServer } from '../../../server/start';
import { backends, memoryLogger, type FreshDatabase } from '../harness';
import { createCustomer, dataOf, TEST_SECRET } from '../support/customers';
import { createStaff, newestOrderEventId, openStream, type SseReader } from '../support/liveStreams';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody, ordersTestApp, postOrder } from '../support/orderBed';
import { PAID } from '../support/paidSettings';

const serverOptions = (fresh: FreshDatabase, logger = memoryLogger().logger) => ({
  port: 0,
  hostname: '127.0.0.1',
  logger,
  ...fresh.location,
  jwtSecret: new TextDecoder().decode(TEST_SECRET),
  now: () => OPEN_TIME,
  fulfilment: 'board' as const,
});

/** A paid pick-up order of a new customer at va01, made on the server's own database. */
async function paidOrderOf(server: RunningServer, email: string) {
  const customer = await createCustomer(server.db, email, { name: 'Ana', phone: '600000001' });
  const app = ordersTestApp(server.db, () => OPEN_TIME);
  const body = await orderBody(server.db, customer.id, [await cartLine(server.db, 'P1005', 1)]);
  const { order } = dataOf('orderCreate', await postOrder(app, customer, body));
  await server.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
  return { customer, orderId: order.orderId };
}

describe.each(backends)('event streams and the server stop on $name', (backend) => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await backend.fresh();
    // The server opens the database itself (PGlite: one process at a time).
    await fresh.opened.close();
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  it('ends open streams when the server stops, so the stop does not wait for them', async () => {
    const memory = memoryLogger();
    const server = await startServer(serverOptions(fresh, memory.logger));
    const { customer } = await paidOrderOf(server, 'stop@example.com');
    const barista = await createStaff(server.db, 'stop-barista@ritmo.local', [SHOP_ID], OPEN_TIME);
    const board = await openStream(server.url, '/api/staff/events?shop=va01', barista.token);
    const own = await openStream(server.url, '/api/customer/events', customer.token);
    expect([board.response.status, own.response.status]).toEqual([200, 200]);
    await server.close();
    expect(await board.reader!.ended()).toBe(true);
    expect(await own.reader!.ended()).toBe(true);
    expect(memory.lines().filter((line) => String(line.msg).includes('still in flight'))).toEqual([]);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('event streams across two server processes on one PostgreSQL', () => {
  const postgresBackend = backends.find((backend) => backend.name === 'postgres')!;
  let fresh: FreshDatabase;
  let one: RunningServer;
  let two: RunningServer;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    fresh = await postgresBackend.fresh();
    one = await startServer(serverOptions(fresh));
    two = await startServer(serverOptions(fresh));
  });
  afterAll(async () => {
    await Promise.all(readers.map((reader) => reader.close()));
    await one?.close();
    await two?.close();
    await fresh.dispose();
  });

  it("a tap on one process reaches the board and the customer's stream opened on the other", async () => {
    const { customer, orderId } = await paidOrderOf(one, 'cross@example.com');
    const barista = await createStaff(one.db, 'cross-barista@ritmo.local', [SHOP_ID], OPEN_TIME);
    const from = await newestOrderEventId(one.db);
    const board = await openStream(two.url, '/api/staff/events?shop=va01', barista.token, from);
    const own = await openStream(two.url, '/api/customer/events', customer.token, from);
    readers.push(board.reader!, own.reader!);

    const tap = await fetch(`${one.url}/api/staff/orders/${orderId}/status`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${barista.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending }),
    });
    expect(tap.status, await tap.clone().text()).toBe(200);
    const ticket = await board.reader!.next();
    expect(ticket).toMatchObject({ event: 'ticket', data: { orderId, statusId: ORDER_STATUS.inQueue } });
    expect(await own.reader!.next()).toEqual({
      id: ticket.id,
      event: 'order',
      data: { orderId, kind: 'pickup', statusId: ORDER_STATUS.inQueue, paymentStatusId: PAYMENT_STATUS.paid },
    });
  });
});
