import type { StaffBoard, Ticket } from '../../api/contract/counter/staff';
import { boardMetaKey, readMeta, writeMeta, type BoardMeta, type StaffDb, type StoredTicket } from './db';

/** The server's copy of a ticket, kept with what only this device knows (seen; a pending tap's status). */
function merged(server: Ticket, local: StoredTicket | undefined, pendingTaps: number): StoredTicket {
  const kept = { seen: local?.seen ?? false, movedElsewhere: local?.movedElsewhere ?? null, refused: local?.refused ?? null };
  // A tap not yet confirmed stays on screen: the server's answer to it brings the true status.
  if (local && pendingTaps > 0) {
    return { ...server, ...kept, statusId: local.statusId, statusChangedAt: local.statusChangedAt, previousStatusId: local.previousStatusId };
  }
  return { ...server, ...kept };
}

/** Stores tickets from the event stream or an answer, over what the board holds. */
export async function upsertTickets(db: StaffDb, tickets: readonly Ticket[]): Promise<void> {
  await db.transaction('rw', db.tickets, db.outbox, async () => {
    for (const ticket of tickets) {
      const [local, pending] = await Promise.all([db.tickets.get(ticket.orderId), db.outbox.where('orderId').equals(ticket.orderId).count()]);
      await db.tickets.put(merged(ticket, local, pending));
    }
  });
}

/**
 * Replaces a shop's tickets with the board's answer (those it no longer lists are finished or out of
 * the recall window), and keeps where the event stream resumes and the clock difference to the server.
 */
export async function storeBoard(db: StaffDb, board: StaffBoard, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.tickets, db.outbox, db.meta, async () => {
    const listed = new Set(board.tickets.map((ticket) => ticket.orderId));
    const pendingOrders = new Set((await db.outbox.toArray()).map((item) => item.orderId));
    const gone = (await db.tickets.where('shopCode').equals(board.shop.code).primaryKeys()).filter((id) => !listed.has(id) && !pendingOrders.has(id));
    await db.tickets.bulkDelete(gone);
    await upsertTickets(db, board.tickets);
    const previous = await readMeta<BoardMeta>(db, boardMetaKey(board.shop.code));
    const meta: BoardMeta = {
      shop: board.shop,
      // An event already applied from the stream is newer than a board read before it.
      lastEventId: Math.max(board.lastEventId, previous?.lastEventId ?? 0),
      serverOffsetMs: Date.parse(board.serverTime) - now,
    };
    await writeMeta(db, boardMetaKey(board.shop.code), meta);
  });
}

export async function rememberEventId(db: StaffDb, shopCode: string, eventId: number): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const meta = await readMeta<BoardMeta>(db, boardMetaKey(shopCode));
    if (meta && eventId > meta.lastEventId) await writeMeta(db, boardMetaKey(shopCode), { ...meta, lastEventId: eventId });
  });
}

/** The counter acknowledged every new order on screen: the alert stops. */
export async function markSeen(db: StaffDb, orderIds: readonly number[]): Promise<void> {
  await db.tickets.where('orderId').anyOf([...orderIds]).modify({ seen: true });
}
