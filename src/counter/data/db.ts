import Dexie, { type Table } from 'dexie';
import type { ShopAvailability } from '../../api/contract/counter/availability';
import type { StaffShop, Ticket } from '../../api/contract/counter/staff';
import type { ShopCatalogue } from './shopCatalogue';

/** A ticket as the board holds it: the server's copy, laid over by taps not yet confirmed. */
export interface StoredTicket extends Ticket {
  /** Someone else moved it: the status this device had asked to leave, shown on the ticket until the next tap. */
  movedElsewhere?: { from: number } | null;
  /** A tap the server refused for another reason (its error code), shown on the ticket. */
  refused?: string | null;
  /** The counter has seen it (the new-order alert stops). */
  seen?: boolean;
}

/** A tap waiting to reach the server, sent once with its own X-Client-Mutation-Id. */
export interface StaffOutboxItem {
  seq?: number;
  orderId: number;
  to: number;
  expected: number;
  mutationId: string;
  createdAt: number;
}

/** A shop's availability as the server last said it, and the clock difference to the server then. */
export interface StoredAvailability extends ShopAvailability {
  serverOffsetMs: number;
}

/** The shop's products and extras as the availability panel lists them, in one language. */
export interface StoredCatalogue extends ShopCatalogue {
  key: string;
  readAt: number;
}

export interface StaffMeta {
  key: string;
  value: unknown;
}

/**
 * The board's own database, apart from the customer's: the tickets of the shop on screen, the taps to send,
 * and what the counter has switched off (with the catalogue the availability panel lists).
 */
export class StaffDb extends Dexie {
  tickets!: Table<StoredTicket, number>;
  outbox!: Table<StaffOutboxItem, number>;
  meta!: Table<StaffMeta, string>;
  availability!: Table<StoredAvailability, string>;
  catalogues!: Table<StoredCatalogue, string>;

  constructor(name = 'ritmo-staff') {
    super(name);
    this.version(1).stores({ tickets: 'orderId, shopCode', outbox: '++seq, orderId', meta: 'key' });
    this.version(2).stores({ availability: 'shop', catalogues: 'key' });
  }
}

export type BoardMeta = { shop: StaffShop; lastEventId: number; serverOffsetMs: number };

export async function readMeta<T>(db: StaffDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function writeMeta(db: StaffDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

export const boardMetaKey = (shopCode: string) => `board:${shopCode}`;
