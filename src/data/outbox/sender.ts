import type { ApiClient } from '../../api/client';
import { HEADERS } from '../../api/contract';
import type { AppDb, OutboxItem } from '../db';
import { onSyncTrigger } from '../sync/triggers';
import { DrainLoop, type DrainOutcome } from './drainLoop';
import { ORDER_ENTITY, type OutboxEndpoint, type WriteContext, type WriteEntity, type WriteRequest } from './entity';
import type { RejectedWrite } from './notices';
import { randomMutationId, retryDelayMs, verdictOf } from './verdict';

export type { DrainOutcome } from './drainLoop';
export type { OutboxEndpoint, WriteRequest } from './entity';

export type OutboxDeps = {
  db: AppDb;
  client: ApiClient;
  isOnline?: () => boolean;
  now?: () => number;
  /** The session token writes are sent with: nothing is sent without one, nor again with one refused (401). */
  getToken?: () => string | undefined;
  /** A write the server refused (4xx other than 401): dropped, the customer is told. */
  onRejected?: (rejected: RejectedWrite) => void;
  newMutationId?: () => string;
  /** The entities whose optimistic changes ride on the writes (see ./entity); more can be registered later. */
  entities?: readonly WriteEntity[];
};

/** What became of one write: accepted, refused (dropped), or still queued for a later try. */
export type WriteOutcome = 'sent' | 'rejected' | 'queued';

/**
 * The outbox of writes made while signed in: each optimistic change is made and its write
 * stored in one Dexie transaction; writes are sent oldest first, one at a time, each with its own
 * X-Client-Mutation-Id so a replay after a lost answer is applied once.
 */
export class OutboxSender extends DrainLoop<OutboxItem> {
  private readonly db: AppDb;
  private readonly client: ApiClient;
  private readonly isOnline: () => boolean;
  private readonly getToken: () => string | undefined;
  private readonly onRejected: (rejected: RejectedWrite) => void;
  private readonly newMutationId: () => string;
  private refusedToken: string | undefined;
  private inFlight: OutboxItem | undefined;
  /** Entity keys the customer dropped while a write touching them was on the wire. */
  private readonly cancelledInFlight = new Set<string>();
  private readonly entities = new Map<OutboxEndpoint, WriteEntity>();
  private readonly context: WriteContext;
  /** Callers waiting for one write's outcome, by mutation id. */
  private readonly waiting = new Map<string, (outcome: WriteOutcome) => void>();

  constructor(deps: OutboxDeps) {
    super(deps.now ?? Date.now);
    this.db = deps.db;
    this.client = deps.client;
    this.isOnline = deps.isOnline ?? (() => true);
    this.getToken = deps.getToken ?? (() => 'anonymous');
    this.onRejected = deps.onRejected ?? (() => {});
    this.newMutationId = deps.newMutationId ?? randomMutationId;
    for (const entity of deps.entities ?? []) this.register(entity);
    this.context = { db: this.db, client: this.client, now: this.now, queue: async (write) => void (await this.add(write)) };
  }

  /** Registers how one kind of data applies, lays over and reverts its optimistic change. */
  register(entity: WriteEntity): void {
    for (const endpoint of entity.endpoints) this.entities.set(endpoint, entity);
  }

  private entityOf(item: { endpoint: string }): WriteEntity | undefined {
    return this.entities.get(item.endpoint as OutboxEndpoint);
  }

  /** Stores a write and, when online, starts sending at once; resolves once the write is stored. */
  async enqueue(write: WriteRequest): Promise<void> {
    await this.store(write);
    if (this.isOnline()) void this.drain();
  }

  /**
   * Stores a write and, when online, waits for the server: for forms that close only after a save
   * succeeded. Offline, or when the network or server fails, the write stays queued ('queued').
   */
  async enqueueAndWait(write: WriteRequest): Promise<WriteOutcome> {
    const mutationId = await this.store(write);
    if (!this.isOnline()) return 'queued';
    const outcome = new Promise<WriteOutcome>((resolve) => this.waiting.set(mutationId, resolve));
    void this.drain();
    return outcome;
  }

  /** Applies the write's optimistic change and stores the write, in one transaction. */
  private store(write: WriteRequest): Promise<string> {
    const entity = this.entityOf(write);
    return this.db.transaction('rw', [this.db.outbox, ...(entity?.tables?.(this.db) ?? [])], async () => {
      await entity?.apply?.(this.context, write);
      return this.add(write);
    });
  }

  private async add(write: WriteRequest): Promise<string> {
    const mutationId = this.newMutationId();
    await this.db.outbox.add({ ...write, mutationId, createdAt: this.now(), attempts: 0 });
    return mutationId;
  }

  private settle(mutationId: string, outcome: WriteOutcome): void {
    this.waiting.get(mutationId)?.(outcome);
    this.waiting.delete(mutationId);
  }

  /**
   * Drops every queued write touching `entityKey` (e.g. an address created offline and deleted before it
   * was sent); if one is on the wire right now, its entity hears it was cancelled when the answer arrives.
   */
  async cancel(entityKey: string): Promise<void> {
    // Marked before anything is awaited, so an answer arriving meanwhile sees it.
    if (this.inFlight?.entityKey === entityKey) this.cancelledInFlight.add(entityKey);
    await this.db.outbox.where('entityKey').equals(entityKey).delete();
  }

  /** Asked again after the last look at the queue: look once more rather than leave a write waiting. */
  protected override ended(askedAgain: boolean): void {
    if (askedAgain) {
      void this.drain();
      return;
    }
    for (const mutationId of [...this.waiting.keys()]) this.settle(mutationId, 'queued');
  }

  /** Drains now, on the app's sync triggers (back online, focus) and every `intervalMs`; returns the stop function. */
  start(intervalMs = 15_000): () => void {
    return this.keepDraining(intervalMs, onSyncTrigger);
  }

  /** Orders are the order lane's (./orderLane): a write never waits behind an order, nor an order behind a write. */
  protected oldest(): Promise<OutboxItem | undefined> {
    return this.db.outbox
      .orderBy('seq')
      .filter((item) => item.entityKey !== ORDER_ENTITY)
      .first();
  }

  protected blocked(): DrainOutcome | undefined {
    const token = this.getToken();
    if (!token || token === this.refusedToken) return 'signed-out';
    if (!this.isOnline()) return 'offline';
    return undefined;
  }

  protected async send(item: OutboxItem): Promise<DrainOutcome | undefined> {
    // Read in the same turn as blocked(): the token the write is sent with.
    const token = this.getToken()!;
    this.inFlight = item;
    try {
      return await this.sendOne(item, token);
    } finally {
      this.inFlight = undefined;
      this.cancelledInFlight.clear();
    }
  }

  /** Sends one item and settles it; returns why draining must stop, or undefined to go on. */
  private async sendOne(item: OutboxItem, token: string): Promise<DrainOutcome | undefined> {
    const wire = this.entityOf(item)?.wire;
    const { params, body } = wire ? wire(item) : { params: item.params, body: item.body };
    const result = await this.client.call(item.endpoint, {
      params,
      body: body as never,
      headers: { [HEADERS.clientMutationId]: item.mutationId },
    });
    const verdict = verdictOf(result);
    if (verdict === 'sent') {
      this.retryAt = 0;
      await this.applySent(item, result.wasOk && result.status === 'ok' ? result.data : undefined);
      this.settle(item.mutationId, 'sent');
      return undefined;
    }
    if (verdict === 'rejected') {
      const error = result.wasOk ? undefined : result.error;
      await this.drop(item, { endpoint: item.endpoint, entityKey: item.entityKey, httpStatus: result.httpStatus ?? 400, message: error?.message });
      this.settle(item.mutationId, 'rejected');
      return undefined;
    }
    if (!(await this.db.outbox.get(item.seq!))) return undefined; // cleared meanwhile (sign-out, cancelled address)
    await this.db.outbox.update(item.seq!, { attempts: item.attempts + 1, lastError: verdict });
    if (verdict === 'unauthorized') {
      this.refusedToken = token;
      return 'signed-out';
    }
    if (verdict === 'server-error') {
      this.retryAt = this.now() + retryDelayMs(item.attempts + 1);
      return 'retry-later';
    }
    return 'offline';
  }

  /** Removes the sent item and lets its entity lay the server's answer over the mirror it changed. */
  private async applySent(item: OutboxItem, data: unknown): Promise<void> {
    const cancelled = this.cancelledInFlight.has(item.entityKey);
    // Gone while on the wire and not cancelled: the customer signed out; nothing of theirs is written back.
    if (!(await this.db.outbox.get(item.seq!)) && !cancelled) return;
    await this.db.outbox.delete(item.seq!);
    await this.entityOf(item)?.sent?.(this.context, item, data, cancelled);
  }

  /** A refused write is dropped (a retry would be refused again); its entity undoes the optimistic change. */
  private async drop(item: OutboxItem, rejected: RejectedWrite): Promise<void> {
    if (!(await this.db.outbox.get(item.seq!))) return; // cleared meanwhile: nobody to tell
    await this.db.outbox.delete(item.seq!);
    const entity = this.entityOf(item);
    // Undone on the device first (an address the server never created goes, with the edits behind it).
    await entity?.revert?.(this.context, item);
    this.onRejected(rejected);
  }
}
