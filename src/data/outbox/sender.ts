import type { ApiClient } from '../../api/client';
import { HEADERS } from '../../api/contract';
import type { Account, Address } from '../../api/contract';
import type { AppDb, OutboxItem } from '../db';
import { addressEntityKey, localAddressIdOf, remapQueuedAddress, wireRequest } from './localIds';
import { refetchAccount, refetchAddresses, storeAccount } from './mirror';
import type { RejectedWrite } from './notices';
import { randomMutationId, retryDelayMs, verdictOf } from './verdict';

/** Endpoints whose writes go through the outbox (interface: the account area and product ratings). */
export type OutboxEndpoint = 'accountPatch' | 'preferencesPatch' | 'addressSave' | 'addressDelete' | 'review';

export type WriteRequest = {
  endpoint: OutboxEndpoint;
  params?: Record<string, string>;
  body?: unknown;
  /** What the change touches ('account', 'preferences', 'address:12', 'review:P1001'): drives 'pending'. */
  entityKey: string;
};

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
};

/** What became of one write: accepted, refused (dropped), or still queued for a later try. */
export type WriteOutcome = 'sent' | 'rejected' | 'queued';

/** Why a drain stopped: nothing left, no network, a server error waiting for its back-off, no valid session. */
export type DrainOutcome = 'empty' | 'offline' | 'retry-later' | 'signed-out';

/**
 * The outbox of writes made while signed in (DESIGN §8): stored in Dexie, sent oldest first, one at a
 * time, each with its own X-Client-Mutation-Id so a replay after a lost answer is applied once.
 */
export class OutboxSender {
  private readonly db: AppDb;
  private readonly client: ApiClient;
  private readonly isOnline: () => boolean;
  private readonly now: () => number;
  private readonly getToken: () => string | undefined;
  private readonly onRejected: (rejected: RejectedWrite) => void;
  private readonly newMutationId: () => string;
  private running: Promise<DrainOutcome> | undefined;
  private drainAgain = false;
  private retryAt = 0;
  private refusedToken: string | undefined;
  private inFlight: OutboxItem | undefined;
  /** Local ids of offline addresses deleted while their creation was on the wire. */
  private readonly cancelledInFlight = new Set<number>();
  /** Callers waiting for one write's outcome, by mutation id. */
  private readonly waiting = new Map<string, (outcome: WriteOutcome) => void>();

  constructor(deps: OutboxDeps) {
    this.db = deps.db;
    this.client = deps.client;
    this.isOnline = deps.isOnline ?? (() => true);
    this.now = deps.now ?? Date.now;
    this.getToken = deps.getToken ?? (() => 'anonymous');
    this.onRejected = deps.onRejected ?? (() => {});
    this.newMutationId = deps.newMutationId ?? randomMutationId;
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

  private async store(write: WriteRequest): Promise<string> {
    const mutationId = this.newMutationId();
    await this.db.outbox.add({ ...write, mutationId, createdAt: this.now(), attempts: 0 });
    return mutationId;
  }

  private settle(mutationId: string, outcome: WriteOutcome): void {
    this.waiting.get(mutationId)?.(outcome);
    this.waiting.delete(mutationId);
  }

  /**
   * Forgets an address created offline that the server has not accepted yet: its queued create and
   * edits are removed instead of sending anything. If its creation is on the wire right now, the
   * server's copy is deleted once the answer names its id.
   */
  async cancelLocalAddress(localId: number): Promise<void> {
    // Marked before anything is awaited, so an answer arriving meanwhile sees it.
    if (this.inFlight && localAddressIdOf(this.inFlight) === localId) this.cancelledInFlight.add(localId);
    await this.db.transaction('rw', this.db.outbox, this.db.addresses, async () => {
      await this.db.outbox.where('entityKey').equals(addressEntityKey(localId)).delete();
      await this.db.addresses.delete(localId);
    });
  }

  /** Sends queued writes in order until none is left or one cannot be sent now. One drain at a time. */
  drain(): Promise<DrainOutcome> {
    if (this.running) {
      this.drainAgain = true;
      return this.running;
    }
    this.running = (async () => {
      let outcome: DrainOutcome;
      do {
        this.drainAgain = false;
        outcome = await this.sendAll();
      } while (this.drainAgain && outcome === 'empty');
      return outcome;
    })().finally(() => {
      this.running = undefined;
      // Asked again after the last look at the queue: look once more rather than leave a write waiting.
      if (this.drainAgain) {
        void this.drain();
        return;
      }
      for (const mutationId of [...this.waiting.keys()]) this.settle(mutationId, 'queued');
    });
    return this.running;
  }

  /** Drains now, whenever the network comes back and every `intervalMs`; returns the stop function. */
  start(intervalMs = 15_000): () => void {
    const drainNow = () => void this.drain();
    window.addEventListener('online', drainNow);
    const timer = setInterval(drainNow, intervalMs);
    drainNow();
    return () => {
      window.removeEventListener('online', drainNow);
      clearInterval(timer);
    };
  }

  private async sendAll(): Promise<DrainOutcome> {
    for (;;) {
      const item = await this.db.outbox.orderBy('seq').first();
      if (!item) return 'empty';
      const token = this.getToken();
      if (!token || token === this.refusedToken) return 'signed-out';
      if (!this.isOnline()) return 'offline';
      if (this.now() < this.retryAt) return 'retry-later';
      this.inFlight = item;
      let stop: DrainOutcome | undefined;
      try {
        stop = await this.sendOne(item, token);
      } finally {
        this.inFlight = undefined;
        this.cancelledInFlight.clear();
      }
      if (stop) return stop;
    }
  }

  /** Sends one item and settles it; returns why draining must stop, or undefined to go on. */
  private async sendOne(item: OutboxItem, token: string): Promise<DrainOutcome | undefined> {
    const { params, body } = wireRequest(item);
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

  /** Removes the sent item and lays the server's answer over the mirror it changed. */
  private async applySent(item: OutboxItem, data: unknown): Promise<void> {
    const localId = localAddressIdOf(item);
    const saved = item.endpoint === 'addressSave' ? (data as Address | undefined) : undefined;
    const cancelled = () => localId !== undefined && this.cancelledInFlight.has(localId);
    // Gone while on the wire and not cancelled: the customer signed out; nothing of theirs is written back.
    if (!(await this.db.outbox.get(item.seq!)) && !cancelled()) return;
    await this.db.transaction('rw', this.db.outbox, this.db.addresses, async () => {
      await this.db.outbox.delete(item.seq!);
      if (!saved) return;
      if (localId !== undefined) await this.adoptServerId(localId, saved.addressId);
      const laterEdits = await this.db.outbox.where('entityKey').equals(addressEntityKey(saved.addressId)).count();
      if (laterEdits === 0) await this.db.addresses.put(saved);
    });
    if (saved && cancelled()) {
      await this.deleteOnServer(saved.addressId);
    } else if (item.endpoint === 'accountPatch' || item.endpoint === 'preferencesPatch') {
      if (data) await storeAccount(this.db, data as Account, this.now());
    } else if (saved || item.endpoint === 'addressDelete') {
      // Setting or deleting the default moves the default on the server: take its list once the queue
      // holds no more address writes.
      if (!(await this.hasQueuedAddressWrites())) await refetchAddresses(this.db, this.client);
    }
  }

  /** Deleted on the device while its creation was on the wire: delete the server's copy too. */
  private async deleteOnServer(addressId: number): Promise<void> {
    const entityKey = addressEntityKey(addressId);
    await this.db.transaction('rw', this.db.outbox, this.db.addresses, async () => {
      await this.db.outbox.where('entityKey').equals(entityKey).delete();
      await this.db.addresses.delete(addressId);
      await this.store({ endpoint: 'addressDelete', params: { addressId: String(addressId) }, entityKey });
    });
  }

  /** The offline address now has the server's id: its row and every queued write follow. */
  private async adoptServerId(localId: number, serverId: number): Promise<void> {
    await remapQueuedAddress(this.db, localId, serverId);
    const local = await this.db.addresses.get(localId);
    await this.db.addresses.delete(localId);
    if (local) await this.db.addresses.put({ ...local, addressId: serverId });
  }

  private async hasQueuedAddressWrites(): Promise<boolean> {
    return (await this.db.outbox.where('entityKey').startsWith('address:').count()) > 0;
  }

  /** A refused write is dropped (a retry would be refused again); the mirror takes the server's copy back. */
  private async drop(item: OutboxItem, rejected: RejectedWrite): Promise<void> {
    if (!(await this.db.outbox.get(item.seq!))) return; // cleared meanwhile: nobody to tell
    const localId = localAddressIdOf(item);
    await this.db.transaction('rw', this.db.outbox, this.db.addresses, async () => {
      await this.db.outbox.delete(item.seq!);
      if (localId !== undefined) {
        // Later edits of an address the server never created cannot be sent either.
        await this.db.outbox.where('entityKey').equals(addressEntityKey(localId)).delete();
        await this.db.addresses.delete(localId);
      }
    });
    this.onRejected(rejected);
    if (item.endpoint === 'accountPatch' || item.endpoint === 'preferencesPatch') {
      await refetchAccount(this.db, this.client, this.now());
    } else if (item.endpoint === 'addressSave' || item.endpoint === 'addressDelete') {
      await refetchAddresses(this.db, this.client);
    }
  }
}
