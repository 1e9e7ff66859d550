import type { AnswerData, ApiClient } from '../../api/client';
import { HEADERS, type ApiError, type CardPaymentForm, type DeliveryOrderCreateBody, type Order, type OrderCreateBody } from '../../api/contract';
import type { AppDb, OrderSubmission, OutboxItem } from '../db';
import { DrainLoop, type DrainOutcome } from './drainLoop';
import { ORDER_ENTITY } from './entity';
import { failureVerdict } from './verdict';
import { nextSubmission } from '../../domain/orders/orderSubmission';
import { onSyncTrigger } from '../sync/triggers';

export type SubmittedOrder = { order: Order; payment: CardPaymentForm | null };
/** An order created with no screen waiting for it: its kind, how it is paid, and the answer. */
export type UnclaimedOrder = { kind: 'pickup' | 'delivery'; paymentTypeId: number; result: SubmittedOrder; at: number };

/** The order-creating calls that take an Idempotency-Key: pick-up and home delivery. */
export type OrderEndpoint = 'orderCreate' | 'deliveryOrderCreate';
type BodyOf<E extends OrderEndpoint> = E extends 'deliveryOrderCreate' ? DeliveryOrderCreateBody : OrderCreateBody;

/** The server refused the order (4xx): retrying the same body cannot help. `code` is e.g. 'price_mismatch'. */
export class OrderRefusedError extends Error {
  constructor(readonly code: string, readonly httpStatus: number | undefined, readonly apiError?: ApiError) {
    super(apiError?.message || `Order refused (${code})`);
    this.name = 'OrderRefusedError';
  }
}

/** The order is no longer stored (the customer signed out while it waited): it will not be sent. */
export class OrderUnansweredError extends Error {
  constructor() {
    super('The order is no longer queued; it will not be sent');
    this.name = 'OrderUnansweredError';
  }
}

/** The customer cancelled the order while it waited for the network: it will not be sent. */
export class OrderCancelledError extends Error {
  constructor() {
    super('The order was cancelled before it was sent');
    this.name = 'OrderCancelledError';
  }
}

export type OrderLaneDeps = {
  db: AppDb;
  client: ApiClient;
  /** Waits between tries (tests pass a short one). */
  sleep?: (ms: number) => Promise<void>;
  /** Delays before the 2nd, 3rd… try; their count + 1 is the number of tries in one round. */
  backoffMs?: readonly number[];
  newKey?: () => string;
  now?: () => number;
  /** Offline nothing is tried: the order waits for the network (true by default). */
  isOnline?: () => boolean;
  /** What the device does once an order exists, whoever waits for it (the cart emptied, the ritmitos refreshed). */
  afterCreated?: (item: OutboxItem, result: SubmittedOrder) => Promise<void>;
};

const DEFAULT_BACKOFF_MS = [500, 1500, 4000] as const;
/** An order created with no screen waiting is taken by a checkout only this soon after: later it waits in the orders list. */
const UNCLAIMED_MAX_AGE_MS = 60_000;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Attempt = { kind: 'created'; result: SubmittedOrder } | { kind: 'refused'; error: OrderRefusedError } | { kind: 'unanswered' };
type Waiter = { created: Promise<SubmittedOrder>; resolve: (result: SubmittedOrder) => void; reject: (error: Error) => void };

const CANCEL_CALL = { orderCreate: 'orderCancel', deliveryOrderCreate: 'deliveryOrderCancel' } as const;

/**
 * Moves the submissions an older version of the app stored in `orderSubmissions` into the outbox, with
 * their keys (a row without a call is a pick-up order, stored before delivery existed).
 */
async function adoptOlderSubmissions(db: AppDb): Promise<void> {
  await db.transaction('rw', db.outbox, db.orderSubmissions, async () => {
    const older: (OrderSubmission & { endpoint?: OrderEndpoint })[] = await db.orderSubmissions.toArray();
    if (older.length === 0) return;
    older.sort((a, b) => a.createdAt - b.createdAt);
    await db.outbox.bulkAdd(
      older.map(({ idempotencyKey, body, createdAt, attempts, endpoint }) => ({ mutationId: idempotencyKey, endpoint: endpoint ?? 'orderCreate', body, entityKey: ORDER_ENTITY, createdAt, attempts })),
    );
    await db.orderSubmissions.clear();
  });
}

/**
 * The outbox's lane for orders, beside the writes' lane so an order never waits behind a
 * failing address write: the order is stored in the outbox with its Idempotency-Key BEFORE the first
 * send, so a lost answer, a 5xx or a reload is retried with the SAME key and the server answers with the
 * order it already made instead of making a second one. One order waits at a time: paying again while it
 * waits reuses it (src/domain/orderSubmission). Online, the customer waits for a few quick tries; offline,
 * or with no answer, the order waits in the outbox, marked, and is sent on the next trigger (back online,
 * focus, the interval, the next start) until the server answers or the customer cancels it. The created
 * order lands in its Dexie mirror (db.orders for pick-up, db.deliveryOrders for home delivery).
 */
export class OrderLane extends DrainLoop<OutboxItem> {
  private readonly db: AppDb;
  private readonly client: ApiClient;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly backoff: readonly number[];
  private readonly newKey: () => string;
  private readonly isOnline: () => boolean;
  private readonly afterCreated: (item: OutboxItem, result: SubmittedOrder) => Promise<void>;
  /** Who waits for each queued order, by key: the checkout that placed it, or one that opened while it waited. */
  private readonly waiting = new Map<string, Waiter>();
  /** The key on the wire now, and the keys cancelled while on the wire. */
  private onTheWire: string | undefined;
  private readonly cancelledOnTheWire = new Set<string>();
  /** The orders created while a resume() drains. */
  private resumed: SubmittedOrder[] | undefined;
  /** Orders created while no screen waited for them (sent again at a start before the checkout looked), by key. */
  private readonly unclaimed = new Map<string, UnclaimedOrder>();
  private readonly unclaimedListeners = new Set<() => void>();

  constructor(deps: OrderLaneDeps) {
    super(deps.now ?? Date.now);
    this.db = deps.db;
    this.client = deps.client;
    this.sleep = deps.sleep ?? defaultSleep;
    this.backoff = deps.backoffMs ?? DEFAULT_BACKOFF_MS;
    this.newKey = deps.newKey ?? (() => crypto.randomUUID());
    this.isOnline = deps.isOnline ?? (() => true);
    this.afterCreated = deps.afterCreated ?? (async () => {});
  }

  /**
   * Stores the order (or reuses the one already waiting), then sends it; resolves with the created order,
   * however long the network takes. Rejects on a refusal, a cancel, or a sign-out.
   */
  async submit<E extends OrderEndpoint>(endpoint: E, body: BodyOf<E>): Promise<AnswerData<E>> {
    const mutationId = await this.store(endpoint, body);
    const created = this.follow(mutationId);
    void this.drain();
    return (await created) as AnswerData<E>;
  }

  /** The created order of the queued order `mutationId`, for a screen that opened while it waited. */
  follow(mutationId: string): Promise<SubmittedOrder> {
    const done = this.unclaimed.get(mutationId);
    if (done) {
      this.unclaimed.delete(mutationId);
      return Promise.resolve(done.result);
    }
    const known = this.waiting.get(mutationId);
    if (known) return known.created;
    let resolve!: Waiter['resolve'];
    let reject!: Waiter['reject'];
    const created = new Promise<SubmittedOrder>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.waiting.set(mutationId, { created, resolve, reject });
    return created;
  }

  /**
   * The customer gives up the waiting order: it leaves the outbox and is never sent. One already on the
   * wire that the server creates is cancelled there when its answer arrives.
   */
  async cancel(mutationId: string): Promise<void> {
    // Marked before anything is awaited, so an answer arriving meanwhile sees it; its waiter hears once it is settled.
    const onTheWire = this.onTheWire === mutationId;
    if (onTheWire) this.cancelledOnTheWire.add(mutationId);
    await this.db.outbox.where('mutationId').equals(mutationId).delete();
    if (!onTheWire) this.settle(mutationId, { error: new OrderCancelledError() });
  }

  /** App start: sends again every order left without an answer (same key); returns the orders it got. */
  async resume(): Promise<SubmittedOrder[]> {
    await adoptOlderSubmissions(this.db);
    const created: SubmittedOrder[] = [];
    this.resumed = created;
    try {
      await this.drain();
    } finally {
      this.resumed = undefined;
    }
    return created;
  }

  /** Takes the orders created while no screen waited for them: the checkout that opens next goes on with them. */
  takeUnclaimed(): UnclaimedOrder[] {
    const fresh = [...this.unclaimed.values()].filter((order) => this.now() - order.at <= UNCLAIMED_MAX_AGE_MS);
    this.unclaimed.clear();
    return fresh;
  }

  /** Calls `listener` whenever an order is created with no screen waiting for it; returns the stop function. */
  onUnclaimed(listener: () => void): () => void {
    this.unclaimedListeners.add(listener);
    return () => this.unclaimedListeners.delete(listener);
  }

  /** Sends the waiting order back online, on focus and every `intervalMs`; returns the stop function. */
  start(intervalMs = 15_000): () => void {
    return this.keepDraining(intervalMs, onSyncTrigger);
  }

  /** The new order, or the key of the one already waiting (its body replaced while it never went on the wire). */
  private store<E extends OrderEndpoint>(endpoint: E, body: BodyOf<E>): Promise<string> {
    const { db } = this;
    return db.transaction('rw', db.outbox, async () => {
      const waiting = await this.oldest();
      switch (nextSubmission(waiting)) {
        case 'new': {
          const mutationId = this.newKey();
          await db.outbox.add({ mutationId, endpoint, body, entityKey: ORDER_ENTITY, createdAt: this.now(), attempts: 0 });
          return mutationId;
        }
        case 'replace':
          await db.outbox.update(waiting!.seq!, { endpoint, body });
          return waiting!.mutationId;
        case 'reuse':
          return waiting!.mutationId;
      }
    });
  }

  protected oldest(): Promise<OutboxItem | undefined> {
    return this.db.outbox.where('entityKey').equals(ORDER_ENTITY).first();
  }

  /** Offline the order waits for the network rather than spending its tries. */
  protected blocked(): DrainOutcome | undefined {
    return this.isOnline() ? undefined : 'offline';
  }

  protected async send(item: OutboxItem): Promise<DrainOutcome | undefined> {
    this.onTheWire = item.mutationId;
    let outcome: Attempt;
    let landed = false;
    try {
      outcome = await this.sendWithRetries(item);
      if (outcome.kind === 'created') landed = await this.land(item, outcome.result);
    } catch {
      // What happened could not be stored: the order waits, and its next send (same key) gets the answer again.
      outcome = { kind: 'unanswered' };
    } finally {
      this.onTheWire = undefined;
    }
    const cancelled = this.cancelledOnTheWire.delete(item.mutationId);
    if (cancelled && outcome.kind !== 'created') {
      this.settle(item.mutationId, { error: new OrderCancelledError() });
      return undefined;
    }
    if (outcome.kind === 'refused') {
      this.settle(item.mutationId, { error: outcome.error });
      return undefined;
    }
    if (outcome.kind === 'unanswered') {
      await this.db.outbox.update(item.seq!, { lastError: 'unanswered' }).catch(() => undefined);
      return 'offline';
    }
    if (!landed) {
      if (cancelled) await this.cancelOnServer(item, outcome.result);
      this.settle(item.mutationId, { error: cancelled ? new OrderCancelledError() : new OrderUnansweredError() });
      return undefined;
    }
    // The order exists whatever the device does next: a failure here must not hold the customer back from paying.
    await this.afterCreated(item, outcome.result).catch(() => undefined);
    this.resumed?.push(outcome.result);
    if (!this.waiting.has(item.mutationId)) this.keepUnclaimed(item, outcome.result);
    this.settle(item.mutationId, { result: outcome.result });
    return undefined;
  }

  private keepUnclaimed(item: OutboxItem, result: SubmittedOrder): void {
    const kind = item.endpoint === 'deliveryOrderCreate' ? 'delivery' : 'pickup';
    this.unclaimed.set(item.mutationId, { kind, paymentTypeId: (item.body as OrderCreateBody).paymentType.id, result, at: this.now() });
    for (const listener of this.unclaimedListeners) listener();
  }

  private settle(mutationId: string, end: { result: SubmittedOrder } | { error: Error }): void {
    const waiter = this.waiting.get(mutationId);
    if (!waiter) return;
    this.waiting.delete(mutationId);
    if ('result' in end) waiter.resolve(end.result);
    else waiter.reject(end.error);
  }

  /** Asked again after the last look: look once more. Otherwise a waiter whose order is no longer stored (signed out) has no answer. */
  protected override ended(askedAgain: boolean): void {
    if (askedAgain) {
      void this.drain();
      return;
    }
    const keys = [...this.waiting.keys()];
    if (keys.length === 0) return;
    void this.db.outbox
      .where('mutationId')
      .anyOf(keys)
      .toArray()
      .then((stored) => {
        const kept = new Set(stored.map((item) => item.mutationId));
        for (const key of keys) if (!kept.has(key)) this.settle(key, { error: new OrderUnansweredError() });
      });
  }

  private async sendWithRetries(item: OutboxItem): Promise<Attempt> {
    for (let round = 0; round <= this.backoff.length; round += 1) {
      if (round > 0) await this.sleep(this.backoff[round - 1] ?? 0);
      // Cancelled or signed out between tries: nothing more is sent.
      if (round > 0 && !(await this.db.outbox.get(item.seq!))) return { kind: 'unanswered' };
      const outcome = await this.attempt(item);
      // Nothing was created for this key, so it is safe (and needed) to forget it.
      if (outcome.kind === 'refused') await this.db.outbox.delete(item.seq!);
      if (outcome.kind !== 'unanswered') return outcome;
      if (!this.isOnline()) break;
    }
    return { kind: 'unanswered' };
  }

  private async attempt(item: OutboxItem): Promise<Attempt> {
    item.attempts += 1;
    await this.db.outbox.update(item.seq!, { attempts: item.attempts });
    const answer = await this.client.call(item.endpoint as OrderEndpoint, {
      body: item.body as never,
      headers: { [HEADERS.idempotencyKey]: item.mutationId },
    });
    if (answer.status === 'ok') return { kind: 'created', result: answer.data };
    if (answer.wasOk) return { kind: 'unanswered' }; // a 304 cannot happen on a POST: treat as no answer
    const status = answer.httpStatus;
    // Refused: a 4xx the writes' lane would drop too (not 408, 429); anything else is tried again with the same key.
    const verdict = failureVerdict(status);
    const refused = verdict === 'unauthorized' || (verdict === 'rejected' && status! >= 400);
    if (refused) return { kind: 'refused', error: new OrderRefusedError(answer.error?.code ?? 'refused', status, answer.error) };
    return { kind: 'unanswered' };
  }

  /** The created order replaces its queued item in the outbox, in one transaction; false when the item was gone. */
  private async land(item: OutboxItem, result: SubmittedOrder): Promise<boolean> {
    const { db } = this;
    return db.transaction('rw', [db.outbox, db.orders, db.deliveryOrders], async () => {
      // Gone while on the wire: cancelled, or the customer signed out; nothing of theirs is written back.
      if (!(await db.outbox.get(item.seq!))) return false;
      await db.outbox.delete(item.seq!);
      if (item.endpoint === 'deliveryOrderCreate') {
        await db.deliveryOrders.put({ ...(result as AnswerData<'deliveryOrderCreate'>).order, fetchedAt: this.now() });
      } else {
        await db.orders.put({ ...result.order, fetchedAt: this.now() });
      }
      return true;
    });
  }

  /** An order the customer cancelled while it was on the wire: the server made it, so it is cancelled there (best effort). */
  private async cancelOnServer(item: OutboxItem, result: SubmittedOrder): Promise<void> {
    const call = CANCEL_CALL[item.endpoint as OrderEndpoint];
    await this.client.call(call, { params: { orderId: String(result.order.orderId) } }).catch(() => undefined);
  }
}
