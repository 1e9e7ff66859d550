import type { AnswerData, ApiClient } from '../../api/client';
import { HEADERS, type ApiError, type CardPaymentForm, type DeliveryOrderCreateBody, type Order, type OrderCreateBody } from '../../api/contract';
import type { AppDb, OrderSubmission, OutboxItem } from '../db';
import { DrainLoop, type DrainOutcome } from './drainLoop';
import { ORDER_ENTITY } from './entity';
import { failureVerdict } from './verdict';

export type SubmittedOrder = { order: Order; payment: CardPaymentForm | null };

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

/** No answer after every try: the order stays queued and is sent again on the next start. */
export class OrderUnansweredError extends Error {
  constructor() {
    super('The order could not be sent; it will be sent again later');
    this.name = 'OrderUnansweredError';
  }
}

export type OrderLaneDeps = {
  db: AppDb;
  client: ApiClient;
  /** Waits between tries (tests pass a short one). */
  sleep?: (ms: number) => Promise<void>;
  /** Delays before the 2nd, 3rd… try; their count + 1 is the number of tries. */
  backoffMs?: readonly number[];
  newKey?: () => string;
  now?: () => number;
};

const DEFAULT_BACKOFF_MS = [500, 1500, 4000] as const;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Attempt = { kind: 'created'; result: SubmittedOrder } | { kind: 'refused'; error: OrderRefusedError } | { kind: 'unanswered' };
type Waiter = { resolve: (result: SubmittedOrder) => void; reject: (error: Error) => void };

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
 * The outbox's lane for orders (DESIGN §5), beside the writes' lane so an order never waits behind a
 * failing address write: the order is stored in the outbox with its Idempotency-Key BEFORE the first
 * send, so a lost answer, a 5xx or a reload is retried with the SAME key and the server answers with the
 * order it already made instead of making a second one. The customer waits for the answer: a few quick
 * tries, then the refusal or the lack of an answer; an unanswered order rests until the next start. The
 * created order lands in its Dexie mirror (db.orders for pick-up, db.deliveryOrders for home delivery).
 */
export class OrderLane extends DrainLoop<OutboxItem> {
  private readonly db: AppDb;
  private readonly client: ApiClient;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly backoff: readonly number[];
  private readonly newKey: () => string;
  /** The customers waiting at the checkout, by key. */
  private readonly waiting = new Map<string, Waiter>();
  /** Orders that went unanswered through every try: left for the next start. */
  private readonly resting = new Set<string>();
  /** The orders created while a resume() drains. */
  private resumed: SubmittedOrder[] | undefined;

  constructor(deps: OrderLaneDeps) {
    super(deps.now ?? Date.now);
    this.db = deps.db;
    this.client = deps.client;
    this.sleep = deps.sleep ?? defaultSleep;
    this.backoff = deps.backoffMs ?? DEFAULT_BACKOFF_MS;
    this.newKey = deps.newKey ?? (() => crypto.randomUUID());
  }

  /** Stores the order under a new key, then sends it (with retries); resolves with the created order. */
  async submit<E extends OrderEndpoint>(endpoint: E, body: BodyOf<E>): Promise<AnswerData<E>> {
    const mutationId = this.newKey();
    await this.db.outbox.add({ mutationId, endpoint, body, entityKey: ORDER_ENTITY, createdAt: this.now(), attempts: 0 });
    const created = new Promise<SubmittedOrder>((resolve, reject) => this.waiting.set(mutationId, { resolve, reject }));
    void this.drain();
    return (await created) as AnswerData<E>;
  }

  /** App start: sends again every order left without an answer (same key); returns the orders it got. */
  async resume(): Promise<SubmittedOrder[]> {
    await adoptOlderSubmissions(this.db);
    this.resting.clear();
    const created: SubmittedOrder[] = [];
    this.resumed = created;
    try {
      await this.drain();
    } finally {
      this.resumed = undefined;
    }
    return created;
  }

  protected oldest(): Promise<OutboxItem | undefined> {
    return this.db.outbox
      .where('entityKey')
      .equals(ORDER_ENTITY)
      .filter((item) => !this.resting.has(item.mutationId))
      .first();
  }

  /** An order is always tried: the customer hears the server's answer, or that none came. */
  protected blocked(): DrainOutcome | undefined {
    return undefined;
  }

  protected async send(item: OutboxItem): Promise<DrainOutcome | undefined> {
    const outcome = await this.sendWithRetries(item).catch((error: unknown) => ({ kind: 'failed' as const, error }));
    const waiter = this.waiting.get(item.mutationId);
    this.waiting.delete(item.mutationId);
    if (outcome.kind === 'created') {
      this.resumed?.push(outcome.result);
      waiter?.resolve(outcome.result);
      return undefined;
    }
    // Unanswered, or what happened could not be stored: the order waits for the next start.
    if (outcome.kind !== 'refused') this.resting.add(item.mutationId);
    waiter?.reject(outcome.kind === 'unanswered' ? new OrderUnansweredError() : (outcome.error as Error));
    return undefined;
  }

  /** Asked again after the last look: look once more. Otherwise an order no longer stored (signed out) has no answer. */
  protected override ended(askedAgain: boolean): void {
    if (askedAgain) {
      void this.drain();
      return;
    }
    for (const waiter of this.waiting.values()) waiter.reject(new OrderUnansweredError());
    this.waiting.clear();
  }

  private async sendWithRetries(item: OutboxItem): Promise<Attempt> {
    for (let round = 0; round <= this.backoff.length; round += 1) {
      if (round > 0) await this.sleep(this.backoff[round - 1] ?? 0);
      const outcome = await this.attempt(item);
      if (outcome.kind === 'created') await this.land(item, outcome.result);
      // Nothing was created for this key, so it is safe (and needed) to forget it.
      if (outcome.kind === 'refused') await this.db.outbox.delete(item.seq!);
      if (outcome.kind !== 'unanswered') return outcome;
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

  /** The created order replaces its queued item in the outbox, in one transaction. */
  private async land(item: OutboxItem, result: SubmittedOrder): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.outbox, db.orders, db.deliveryOrders], async () => {
      // Gone while on the wire: the customer signed out; nothing of theirs is written back.
      if (!(await db.outbox.get(item.seq!))) return;
      await db.outbox.delete(item.seq!);
      if (item.endpoint === 'deliveryOrderCreate') {
        await db.deliveryOrders.put({ ...(result as AnswerData<'deliveryOrderCreate'>).order, fetchedAt: this.now() });
      } else {
        await db.orders.put({ ...result.order, fetchedAt: this.now() });
      }
    });
  }
}
