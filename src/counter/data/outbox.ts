import * as v from 'valibot';
import { HEADERS } from '../../api/contract/common';
import { TicketSchema, type Ticket } from '../../api/contract/counter/staff';
import { DrainLoop, type DrainOutcome } from '../../data/outbox/drainLoop';
import { failureVerdict, randomMutationId } from '../../data/outbox/verdict';
import type { StaffApi } from '../../api/staffClient';
import type { StaffDb, StaffOutboxItem, StoredTicket } from './db';
import { upsertTickets } from './tickets';

const RETRY_MS = 5_000;

/**
 * The board's taps (the customer's outbox, for the staff calls): each applied to the ticket in Dexie at
 * once, stored with its own X-Client-Mutation-Id in the same transaction, and sent oldest first, one at a
 * time, so a replay after a lost answer is applied once. A 409 `status_changed` stores the ticket as it is
 * now and marks it moved by someone else; later taps on that ticket, made on the stale view, are dropped.
 */
export class StaffOutbox extends DrainLoop<StaffOutboxItem> {
  private inFlight: number | undefined;

  constructor(
    private readonly db: StaffDb,
    private readonly api: StaffApi,
    private readonly options: { isOnline?: () => boolean; now?: () => number; newMutationId?: () => string } = {},
  ) {
    super(() => options.now?.() ?? Date.now());
  }

  /** One tap: the ticket moves to `to` on this device now; the server hears it as soon as it can. */
  async move(orderId: number, to: number): Promise<void> {
    await this.db.transaction('rw', this.db.tickets, this.db.outbox, async () => {
      const ticket = await this.db.tickets.get(orderId);
      if (!ticket || ticket.statusId === to) return;
      const last = await this.db.outbox.where('orderId').equals(orderId).last();
      // Taking back a tap that never left the device: it is forgotten, the server never hears of either.
      if (last && last.seq !== this.inFlight && last.to === ticket.statusId && last.expected === to) {
        await this.db.outbox.delete(last.seq!);
        await this.db.tickets.put(this.undone(ticket, last));
        return;
      }
      const item: StaffOutboxItem = { orderId, to, expected: ticket.statusId, mutationId: this.options.newMutationId?.() ?? randomMutationId(), createdAt: this.now() };
      await this.db.outbox.add(item);
      const moved: StoredTicket = {
        ...ticket,
        previousStatusId: ticket.statusId,
        statusId: to,
        statusChangedAt: new Date(this.now()).toISOString(),
        movedElsewhere: null,
        refused: null,
        seen: true,
      };
      await this.db.tickets.put(moved);
    });
    if (this.online()) void this.drain();
  }

  private undone(ticket: StoredTicket, item: StaffOutboxItem): StoredTicket {
    return { ...ticket, statusId: item.expected, previousStatusId: null, statusChangedAt: new Date(item.createdAt).toISOString() };
  }

  private online(): boolean {
    return this.options.isOnline?.() ?? true;
  }

  pending(): Promise<number> {
    return this.db.outbox.count();
  }

  protected oldest(): Promise<StaffOutboxItem | undefined> {
    return this.db.outbox.orderBy('seq').first();
  }

  protected blocked(): DrainOutcome | undefined {
    if (!this.api.token()) return 'signed-out';
    if (!this.online()) return 'offline';
    return undefined;
  }

  protected async send(item: StaffOutboxItem): Promise<DrainOutcome | undefined> {
    this.inFlight = item.seq;
    try {
      return await this.sendOne(item);
    } finally {
      this.inFlight = undefined;
    }
  }

  private async sendOne(item: StaffOutboxItem): Promise<DrainOutcome | undefined> {
    const result = await this.api.call('staffOrderStatus', {
      params: { orderId: item.orderId },
      body: { to: item.to, expected: item.expected },
      headers: { [HEADERS.clientMutationId]: item.mutationId },
    });
    if (result.ok) {
      this.retryAt = 0;
      await this.settle(item, result.data, {});
      return undefined;
    }
    const verdict = failureVerdict(result.httpStatus);
    if (verdict === 'network') return 'offline';
    if (verdict === 'unauthorized') return 'signed-out';
    if (verdict === 'server-error') {
      this.retryAt = this.now() + RETRY_MS;
      return 'retry-later';
    }
    const current = parseTicket(result.data);
    if (result.httpStatus === 409 && current) {
      await this.settle(item, current, { movedElsewhere: { from: item.expected }, dropLater: true });
      return undefined;
    }
    await this.refused(item, result.error?.code ?? `http_${result.httpStatus}`);
    return undefined;
  }

  /** The server's answer replaces the ticket; taps queued after this one stay laid over it. */
  private async settle(item: StaffOutboxItem, ticket: Ticket, how: { movedElsewhere?: { from: number }; dropLater?: boolean }): Promise<void> {
    await this.db.transaction('rw', this.db.tickets, this.db.outbox, async () => {
      if (!(await this.db.outbox.get(item.seq!))) return; // the device was signed out meanwhile
      await this.db.outbox.delete(item.seq!);
      if (how.dropLater) await this.db.outbox.where('orderId').equals(item.orderId).delete();
      await upsertTickets(this.db, [ticket]);
      if (how.movedElsewhere) await this.db.tickets.update(item.orderId, { movedElsewhere: how.movedElsewhere, refused: null });
    });
  }

  /** Refused for another reason (window closed, managers only…): the ticket goes back to what the server has. */
  private async refused(item: StaffOutboxItem, code: string): Promise<void> {
    await this.db.transaction('rw', this.db.tickets, this.db.outbox, async () => {
      await this.db.outbox.where('orderId').equals(item.orderId).delete();
      const ticket = await this.db.tickets.get(item.orderId);
      if (ticket) await this.db.tickets.put({ ...this.undone(ticket, item), refused: code });
    });
  }

  /** Signing out: taps not sent are dropped with the tickets. */
  async clear(): Promise<void> {
    await this.db.transaction('rw', this.db.tickets, this.db.outbox, this.db.meta, async () => {
      await Promise.all([this.db.tickets.clear(), this.db.outbox.clear(), this.db.meta.clear()]);
    });
  }
}

function parseTicket(data: unknown): Ticket | undefined {
  const parsed = v.safeParse(TicketSchema, data);
  return parsed.success ? parsed.output : undefined;
}
