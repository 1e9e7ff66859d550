import * as v from 'valibot';
import { HEADERS } from '../../api/contract/common';
import { TicketSchema, type Ticket } from '../../api/contract/staff';
import { randomMutationId } from '../../data/outbox/verdict';
import type { StaffApi } from './api';
import type { StaffDb, StaffOutboxItem, StoredTicket } from './db';
import { upsertTickets } from './tickets';

export type StaffDrainOutcome = 'empty' | 'offline' | 'retry-later' | 'signed-out';

const RETRY_MS = 5_000;

/**
 * The board's taps (DESIGN §8's outbox, for the staff calls): each applied to the ticket in Dexie at
 * once, stored with its own X-Client-Mutation-Id and sent oldest first, one at a time, so a replay after
 * a lost answer is applied once. A 409 `status_changed` stores the ticket as it is now and marks it
 * moved by someone else; later taps on that ticket, made on the stale view, are dropped.
 */
export class StaffOutbox {
  private running: Promise<StaffDrainOutcome> | undefined;
  private again = false;
  private inFlight: number | undefined;
  private retryAt = 0;

  constructor(
    private readonly db: StaffDb,
    private readonly api: StaffApi,
    private readonly options: { isOnline?: () => boolean; now?: () => number; newMutationId?: () => string } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
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

  /** Sends queued taps until none is left or one cannot go now. One drain at a time. */
  drain(): Promise<StaffDrainOutcome> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let outcome: StaffDrainOutcome;
      do {
        this.again = false;
        outcome = await this.sendAll();
      } while (this.again && outcome === 'empty');
      return outcome;
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  pending(): Promise<number> {
    return this.db.outbox.count();
  }

  private async sendAll(): Promise<StaffDrainOutcome> {
    for (;;) {
      const item = await this.db.outbox.orderBy('seq').first();
      if (!item) return 'empty';
      if (!this.api.token()) return 'signed-out';
      if (!this.online()) return 'offline';
      if (this.now() < this.retryAt) return 'retry-later';
      this.inFlight = item.seq;
      let stop: StaffDrainOutcome | undefined;
      try {
        stop = await this.sendOne(item);
      } finally {
        this.inFlight = undefined;
      }
      if (stop) return stop;
    }
  }

  private async sendOne(item: StaffOutboxItem): Promise<StaffDrainOutcome | undefined> {
    const result = await this.api.call('POST', `/staff/orders/${item.orderId}/status`, TicketSchema, {
      body: { to: item.to, expected: item.expected },
      headers: { [HEADERS.clientMutationId]: item.mutationId },
    });
    if (result.ok) {
      this.retryAt = 0;
      await this.settle(item, result.data, {});
      return undefined;
    }
    const status = result.httpStatus;
    if (status === undefined) return 'offline';
    if (status === 401) return 'signed-out';
    if (status >= 500 || status === 408 || status === 429) {
      this.retryAt = this.now() + RETRY_MS;
      return 'retry-later';
    }
    const current = parseTicket(result.data);
    if (status === 409 && current) {
      await this.settle(item, current, { movedElsewhere: { from: item.expected }, dropLater: true });
      return undefined;
    }
    await this.refused(item, result.error?.code ?? `http_${status}`);
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
