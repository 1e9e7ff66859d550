import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { isOnBoard, unseenNew } from '../../../src/counter/columns';
import { boardMetaKey, readMeta, StaffDb, type BoardMeta } from '../../../src/counter/data/db';
import { markSeen, rememberEventId, storeBoard, upsertTickets } from '../../../src/counter/data/tickets';
import { SHOP, ticket } from './staffTestApi';

const db = new StaffDb('staff-tickets-test');
const board = (tickets: ReturnType<typeof ticket>[], lastEventId = 10) => ({ shop: SHOP, tickets, lastEventId, serverTime: new Date().toISOString() });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('the board in Dexie', () => {
  it('replaces the shop tickets with the board read, keeping what only this device knows', async () => {
    await storeBoard(db, board([ticket(1), ticket(2)]));
    await markSeen(db, [1]);
    await storeBoard(db, board([ticket(1, ORDER_STATUS.inQueue)]));
    expect(await db.tickets.get(2)).toBeUndefined();
    expect(await db.tickets.get(1)).toMatchObject({ statusId: ORDER_STATUS.inQueue, seen: true });
  });

  it('keeps a tap not yet confirmed on screen when the server copy arrives', async () => {
    await storeBoard(db, board([ticket(1)]));
    await db.tickets.update(1, { statusId: ORDER_STATUS.inQueue });
    await db.outbox.add({ orderId: 1, to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending, mutationId: 'm1', createdAt: 0 });
    await upsertTickets(db, [ticket(1, ORDER_STATUS.pending, { customerFirstName: 'Eva' })]);
    expect(await db.tickets.get(1)).toMatchObject({ statusId: ORDER_STATUS.inQueue, customerFirstName: 'Eva' });
    await storeBoard(db, board([]));
    expect(await db.tickets.get(1)).toBeDefined();
  });

  it('resumes the stream after the newest event seen, never an older board read', async () => {
    await storeBoard(db, board([], 10));
    await rememberEventId(db, 'va01', 15);
    await rememberEventId(db, 'va01', 12);
    await storeBoard(db, board([], 11));
    expect((await readMeta<BoardMeta>(db, boardMetaKey('va01')))?.lastEventId).toBe(15);
  });

  it('shows a scheduled order from its kitchen start only, and a handed-over one for 30 minutes', () => {
    const now = Date.parse('2026-01-10T10:00:00Z');
    expect(isOnBoard(ticket(1, ORDER_STATUS.pending, { kitchenStartAt: '2026-01-10T10:05:00Z' }), now)).toBe(false);
    expect(isOnBoard(ticket(1, ORDER_STATUS.pending, { kitchenStartAt: '2026-01-10T09:59:00Z' }), now)).toBe(true);
    expect(isOnBoard(ticket(1, ORDER_STATUS.delivery, { statusChangedAt: '2026-01-10T09:40:00Z' }), now)).toBe(true);
    expect(isOnBoard(ticket(1, ORDER_STATUS.delivery, { statusChangedAt: '2026-01-10T09:20:00Z' }), now)).toBe(false);
    expect(isOnBoard(ticket(1, ORDER_STATUS.cancel), now)).toBe(false);
  });

  it('rings for new orders until they are seen', async () => {
    const now = Date.parse('2026-01-10T10:00:00Z');
    await storeBoard(db, board([ticket(1), ticket(2, ORDER_STATUS.inQueue)]));
    expect(unseenNew(await db.tickets.toArray(), now).map((t) => t.orderId)).toEqual([1]);
    await markSeen(db, [1]);
    expect(unseenNew(await db.tickets.toArray(), now)).toEqual([]);
  });
});
