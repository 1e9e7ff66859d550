import type { Table } from 'dexie';
import type { ApiClient } from '../../api/client';
import type { AppDb, OutboxItem } from '../db';

/** Endpoints whose writes go through the outbox (interface: the account area, fiscal details and product ratings). */
export type OutboxEndpoint = 'accountPatch' | 'preferencesPatch' | 'addressSave' | 'addressDelete' | 'review' | 'fiscalSave' | 'fiscalDelete';

/** The entityKey of every queued order: orders ride in their own lane of the outbox (./orderLane). */
export const ORDER_ENTITY = 'order';

export type WriteRequest = {
  endpoint: OutboxEndpoint;
  params?: Record<string, string>;
  body?: unknown;
  /** What the change touches ('account', 'preferences', 'address:12', 'review:P1001'): drives 'pending'. */
  entityKey: string;
};

/** What an entity may use while it applies, lays over or reverts its change. */
export type WriteContext = {
  db: AppDb;
  client: ApiClient;
  now: () => number;
  /** Queues a follow-up write (stored only: the drain under way sends it). */
  queue: (write: WriteRequest) => Promise<void>;
};

/**
 * How one kind of data takes part in the outbox: the sender only sends, in order, exactly once;
 * each entity registers how its optimistic change is applied, laid over by the server's answer, and reverted.
 */
export type WriteEntity = {
  endpoints: readonly OutboxEndpoint[];
  /** The tables the optimistic change writes: it is made in the transaction that stores the write. */
  tables?: (db: AppDb) => Table[];
  /** The optimistic change, made on the device in the transaction that stores the write. */
  apply?: (ctx: WriteContext, write: WriteRequest) => Promise<void>;
  /** Params and body as sent (e.g. a local id becomes "new"). */
  wire?: (item: OutboxItem) => { params?: Record<string, string>; body?: unknown };
  /**
   * The server accepted the write (the item is already removed): its answer goes over the mirror.
   * `cancelled` when the customer dropped what it touches while it was on the wire.
   */
  sent?: (ctx: WriteContext, item: OutboxItem, answer: unknown, cancelled: boolean) => Promise<void>;
  /** The server refused the write (the item is already removed): the optimistic change is undone. */
  revert?: (ctx: WriteContext, item: OutboxItem) => Promise<void>;
};
