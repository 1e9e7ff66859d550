import type { AnswerData, ApiClient } from '../../api/client';
import { HEADERS, type ApiError, type CardPaymentForm, type DeliveryOrderCreateBody, type Order, type OrderCreateBody } from '../../api/contract';
import type { AppDb, OrderSubmission } from '../db';
import { failureVerdict } from '../outbox/verdict';

export type SubmittedOrder = { order: Order; payment: CardPaymentForm | null };

/** The order-creating calls that take an Idempotency-Key: pick-up and home delivery. */
export type OrderEndpoint = 'orderCreate' | 'deliveryOrderCreate';
type BodyOf<E extends OrderEndpoint> = E extends 'deliveryOrderCreate' ? DeliveryOrderCreateBody : OrderCreateBody;

/** A stored submission names its call; rows stored before delivery existed have none and are pick-up. */
type StoredSubmission = OrderSubmission & { endpoint?: OrderEndpoint };

function endpointOf(submission: StoredSubmission): OrderEndpoint {
  return submission.endpoint ?? 'orderCreate';
}

/** The server refused the order (4xx): retrying the same body cannot help. `code` is e.g. 'price_mismatch'. */
export class OrderRefusedError extends Error {
  constructor(readonly code: string, readonly httpStatus: number | undefined, readonly apiError?: ApiError) {
    super(apiError?.message || `Order refused (${code})`);
    this.name = 'OrderRefusedError';
  }
}

/** No answer after every try: the submission stays stored and is sent again on the next start. */
export class OrderUnansweredError extends Error {
  constructor() {
    super('The order could not be sent; it will be sent again later');
    this.name = 'OrderUnansweredError';
  }
}

export type SubmissionDeps<E extends OrderEndpoint = 'orderCreate'> = {
  db: AppDb;
  client: ApiClient;
  /** The call this submitter makes (pick-up by default); it resumes only submissions of that call. */
  endpoint?: E;
  /** Waits between tries (tests pass a short one). */
  sleep?: (ms: number) => Promise<void>;
  /** Delays before the 2nd, 3rd… try; their count + 1 is the number of tries. */
  backoffMs?: readonly number[];
  newKey?: () => string;
  now?: () => number;
};

const DEFAULT_BACKOFF_MS = [500, 1500, 4000] as const;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Attempt = { kind: 'answered'; result: SubmittedOrder } | { kind: 'refused'; error: OrderRefusedError } | { kind: 'unanswered' };

/**
 * Sends orders exactly once (DESIGN §5): the Idempotency-Key is stored with the body BEFORE the first
 * send, so a lost answer, a 5xx or a reload is retried with the SAME key and the server answers with the
 * order it already made instead of making a second one. The created order lands in its Dexie mirror
 * (db.orders for pick-up, db.deliveryOrders for home delivery).
 */
export function createOrderSubmitter<E extends OrderEndpoint = 'orderCreate'>(deps: SubmissionDeps<E>) {
  const endpoint: OrderEndpoint = deps.endpoint ?? 'orderCreate';
  const sleep = deps.sleep ?? defaultSleep;
  const backoff = deps.backoffMs ?? DEFAULT_BACKOFF_MS;
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const now = deps.now ?? Date.now;
  const inFlight = new Map<string, Promise<SubmittedOrder>>();

  async function attempt(submission: StoredSubmission): Promise<Attempt> {
    await deps.db.orderSubmissions.update(submission.idempotencyKey, { attempts: submission.attempts + 1 });
    submission.attempts += 1;
    const headers = { [HEADERS.idempotencyKey]: submission.idempotencyKey };
    const answer =
      endpoint === 'deliveryOrderCreate'
        ? await deps.client.call('deliveryOrderCreate', { body: submission.body as DeliveryOrderCreateBody, headers })
        : await deps.client.call('orderCreate', { body: submission.body, headers });
    if (answer.status === 'ok') return { kind: 'answered', result: answer.data };
    if (answer.wasOk) return { kind: 'unanswered' }; // a 304 cannot happen on a POST: treat as no answer
    const status = answer.httpStatus;
    // Refused: a 4xx the outboxes would drop too (not 408, 429); anything else is tried again with the same key.
    const verdict = failureVerdict(status);
    const refused = verdict === 'unauthorized' || (verdict === 'rejected' && status! >= 400);
    if (refused) return { kind: 'refused', error: new OrderRefusedError(answer.error?.code ?? 'refused', status, answer.error) };
    return { kind: 'unanswered' };
  }

  async function settle(submission: StoredSubmission, result: SubmittedOrder): Promise<void> {
    const mirror = endpoint === 'deliveryOrderCreate' ? deps.db.deliveryOrders : deps.db.orders;
    await deps.db.transaction('rw', [deps.db.orderSubmissions, mirror], async () => {
      await deps.db.orderSubmissions.delete(submission.idempotencyKey);
      if (endpoint === 'deliveryOrderCreate') {
        await deps.db.deliveryOrders.put({ ...(result as AnswerData<'deliveryOrderCreate'>).order, fetchedAt: now() });
      } else {
        await deps.db.orders.put({ ...result.order, fetchedAt: now() });
      }
    });
  }

  async function sendWithRetries(submission: StoredSubmission): Promise<SubmittedOrder> {
    for (let round = 0; round <= backoff.length; round += 1) {
      if (round > 0) await sleep(backoff[round - 1] ?? 0);
      const outcome = await attempt(submission);
      if (outcome.kind === 'answered') {
        await settle(submission, outcome.result);
        return outcome.result;
      }
      if (outcome.kind === 'refused') {
        // Nothing was created for this key, so it is safe (and needed) to forget it.
        await deps.db.orderSubmissions.delete(submission.idempotencyKey);
        throw outcome.error;
      }
    }
    throw new OrderUnansweredError();
  }

  function send(submission: StoredSubmission): Promise<SubmittedOrder> {
    const running = inFlight.get(submission.idempotencyKey);
    if (running) return running;
    const sending = sendWithRetries(submission).finally(() => inFlight.delete(submission.idempotencyKey));
    inFlight.set(submission.idempotencyKey, sending);
    return sending;
  }

  return {
    /** Stores the body under a new key, then sends it (with retries). */
    async submit(body: BodyOf<E>): Promise<AnswerData<E>> {
      const submission: StoredSubmission = { idempotencyKey: newKey(), body, createdAt: now(), attempts: 0, endpoint };
      await deps.db.orderSubmissions.put(submission);
      return (await send(submission)) as AnswerData<E>;
    },
    /** App start: sends again every submission of this call left without an answer; returns the orders it got. */
    async resume(): Promise<AnswerData<E>[]> {
      const stored: StoredSubmission[] = await deps.db.orderSubmissions.orderBy('idempotencyKey').toArray();
      const waiting = stored.filter((submission) => endpointOf(submission) === endpoint);
      waiting.sort((a, b) => a.createdAt - b.createdAt);
      const created: AnswerData<E>[] = [];
      for (const submission of waiting) {
        try {
          created.push((await send(submission)) as AnswerData<E>);
        } catch (error) {
          if (!(error instanceof OrderRefusedError) && !(error instanceof OrderUnansweredError)) throw error;
        }
      }
      return created;
    },
  };
}

export type OrderSubmitter<E extends OrderEndpoint = 'orderCreate'> = ReturnType<typeof createOrderSubmitter<E>>;
