import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { createStaffApi } from '../../../src/api/staffClient';
import { StaffDb } from '../../../src/counter/data/db';
import { StaffOutbox } from '../../../src/counter/data/outbox';
import { storeBoard } from '../../../src/counter/data/tickets';
import { SHOP, startStaffApi, ticket } from './staffTestApi';

let api: Awaited<ReturnType<typeof startStaffApi>>;
const db = new StaffDb('staff-outbox-test');
let online = true;
let token: string | undefined = 'staff-token';
let outbox: StaffOutbox;

beforeAll(async () => {
  api = await startStaffApi();
});
afterAll(() => api.close());

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  api.requests.length = 0;
  api.state.tickets.clear();
  api.state.answered.clear();
  api.state.applied = [];
  api.state.refuseNext = undefined;
  api.state.dropNextAnswer = false;
  online = true;
  token = 'staff-token';
  const client = createStaffApi({ baseURL: api.baseURL, getToken: () => token });
  outbox = new StaffOutbox(db, client, { isOnline: () => online });
  api.state.tickets.set(42, ticket(42));
  await storeBoard(db, { shop: SHOP, tickets: [ticket(42)], lastEventId: 100, serverTime: new Date().toISOString() });
});

const statusOf = async (orderId: number) => (await db.tickets.get(orderId))?.statusId;

describe('the board outbox', () => {
  it('moves the ticket on the device at once while offline, and the server gets each tap once when back', async () => {
    online = false;
    await outbox.move(42, ORDER_STATUS.inQueue);
    await outbox.move(42, ORDER_STATUS.inPreparation);
    expect(await statusOf(42)).toBe(ORDER_STATUS.inPreparation);
    expect(await outbox.pending()).toBe(2);
    expect(await outbox.drain()).toBe('offline');
    expect(api.statusRequests()).toHaveLength(0);

    online = true;
    expect(await outbox.drain()).toBe('empty');
    expect(await outbox.drain()).toBe('empty');
    expect(api.state.applied).toEqual([
      { orderId: 42, from: ORDER_STATUS.pending, to: ORDER_STATUS.inQueue },
      { orderId: 42, from: ORDER_STATUS.inQueue, to: ORDER_STATUS.inPreparation },
    ]);
    const ids = api.statusRequests().map((request) => request.headers['x-client-mutation-id']);
    expect(new Set(ids).size).toBe(2);
    expect(await statusOf(42)).toBe(ORDER_STATUS.inPreparation);
  });

  it('sends a tap again with the same mutation id when its answer was lost, and the server applies it once', async () => {
    online = false;
    await outbox.move(42, ORDER_STATUS.inQueue);
    online = true;
    api.state.dropNextAnswer = true;
    expect(await outbox.drain()).toBe('offline');
    expect(await outbox.drain()).toBe('empty');
    const [first, second] = api.statusRequests();
    expect(second?.headers['x-client-mutation-id']).toBe(first?.headers['x-client-mutation-id']);
    expect(api.state.applied).toHaveLength(1);
  });

  it('forgets a tap taken back before it left the device: the server hears nothing', async () => {
    online = false;
    await outbox.move(42, ORDER_STATUS.inQueue);
    await outbox.move(42, ORDER_STATUS.pending);
    expect(await statusOf(42)).toBe(ORDER_STATUS.pending);
    online = true;
    await outbox.drain();
    expect(api.statusRequests()).toHaveLength(0);
  });

  it('shows the order as it is now, marked moved by someone else, when the server answers 409', async () => {
    online = false;
    await outbox.move(42, ORDER_STATUS.inQueue);
    await outbox.move(42, ORDER_STATUS.inPreparation);
    // Another board moved it meanwhile.
    api.state.tickets.set(42, ticket(42, ORDER_STATUS.inQueue, { previousStatusId: ORDER_STATUS.pending }));
    online = true;
    expect(await outbox.drain()).toBe('empty');
    const stored = await db.tickets.get(42);
    expect(stored?.statusId).toBe(ORDER_STATUS.inQueue);
    expect(stored?.movedElsewhere).toEqual({ from: ORDER_STATUS.pending });
    // The tap made on the stale view is dropped, not sent.
    expect(api.statusRequests()).toHaveLength(1);
    expect(await outbox.pending()).toBe(0);
  });

  it('puts the ticket back and names the reason when a tap is refused otherwise', async () => {
    api.state.refuseNext = { status: 422, code: 'window_closed' };
    await outbox.move(42, ORDER_STATUS.inQueue);
    await outbox.drain();
    const stored = await db.tickets.get(42);
    expect(stored?.statusId).toBe(ORDER_STATUS.pending);
    expect(stored?.refused).toBe('window_closed');
  });

  it('keeps taps while signed out and on server errors', async () => {
    token = undefined;
    await outbox.move(42, ORDER_STATUS.inQueue);
    expect(await outbox.drain()).toBe('signed-out');
    token = 'staff-token';
    api.state.refuseNext = { status: 503, code: 'busy' };
    expect(await outbox.drain()).toBe('retry-later');
    expect(await outbox.pending()).toBe(1);
  });
});
