import type { ApiClient } from '../../api/client';
import { HEADERS, type ApiError, type CardPaymentForm, type Order, type OrderCreateBody } from '../../api/contract';
import type { AppDb, OrderSubmission } from '../db';

export type SubmittedOrder = { order: Order; payment: CardPaymentForm | null };

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

export type SubmissionDeps = {
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

type Attempt = { kind: 'answered'; result: SubmittedOrder } | { kind: 'refused'; error: OrderRefusedError } | { kind: 'unanswered' };

/**
 * Sends pick-up orders exactly once (DESIGN §5): the Idempotency-Key is stored with the body BEFORE the
 * first send, so a lost answer, a 5xx or a reload is retried with the SAME key and the server answers with
 * the order it already made instead of making a second one.
 */
export function createOrderSubmitter(deps: SubmissionDeps) {
  const sleep = deps.sleep ?? defaultSleep;
  const backoff = deps.backoffMs ?? DEFAULT_BACKOFF_MS;
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const now = deps.now ?? Date.now;
  const inFlight = new Map<string, Promise<SubmittedOrder>>();

  async function attempt(submission: OrderSubmission): Promise<Attempt> {
    await deps.db.orderSubmissions.update(submission.idempotencyKey, { attempts: submission.attempts + 1 });
    submission.attempts += 1;
    const answer = await deps.client.call('orderCreate', {
      body: submission.body,
      headers: { [HEADERS.idempotencyKey]: submission.idempotencyKey },
    });
    if (answer.status === 'ok') return { kind: 'answered', result: answer.data };
    if (answer.wasOk) return { kind: 'unanswered' }; // a 304 cannot happen on a POST: treat as no answer
    const status = answer.httpStatus;
    const isClientError = status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
    if (isClientError) return { kind: 'refused', error: new OrderRefusedError(answer.error?.code ?? 'refused', status, answer.error) };
    return { kind: 'unanswered' };
  }

  async function settle(submission: OrderSubmission, result: SubmittedOrder): Promise<void> {
    await deps.db.transaction('rw', [deps.db.orderSubmissions, deps.db.orders], async () => {
      await deps.db.orderSubmissions.delete(submission.idempotencyKey);
      await deps.db.orders.put({ ...result.order, fetchedAt: now() });
    });
  }

  async function sendWithRetries(submission: OrderSubmission): Promise<SubmittedOrder> {
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

  function send(submission: OrderSubmission): Promise<SubmittedOrder> {
    const running = inFlight.get(submission.idempotencyKey);
    if (running) return running;
    const sending = sendWithRetries(submission).finally(() => inFlight.delete(submission.idempotencyKey));
    inFlight.set(submission.idempotencyKey, sending);
    return sending;
  }

  return {
    /** Stores the body under a new key, then sends it (with retries). */
    async submit(body: OrderCreateBody): Promise<SubmittedOrder> {
      const submission: OrderSubmission = { idempotencyKey: newKey(), body, createdAt: now(), attempts: 0 };
      await deps.db.orderSubmissions.put(submission);
      return send(submission);
    },
    /** App start: sends again every submission left without an answer; returns the orders it got. */
    async resume(): Promise<SubmittedOrder[]> {
      const waiting = await deps.db.orderSubmissions.orderBy('idempotencyKey').toArray();
      waiting.sort((a, b) => a.createdAt - b.createdAt);
      const created: SubmittedOrder[] = [];
      for (const submission of waiting) {
        try {
          created.push(await send(submission));
        } catch (error) {
          if (!(error instanceof OrderRefusedError) && !(error instanceof OrderUnansweredError)) throw error;
        }
      }
      return created;
    },
  };
}

export type OrderSubmitter = ReturnType<typeof createOrderSubmitter>;
