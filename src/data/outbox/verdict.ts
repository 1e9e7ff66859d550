import type { CallResult } from '../../api/client';

const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** Server errors (5xx) wait 15 s, then twice as long each time, up to 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

/** A random id for X-Client-Mutation-Id; randomUUID needs a secure context, getRandomValues does not. */
export function randomMutationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type SendVerdict = 'sent' | 'network' | 'server-error' | 'unauthorized' | 'rejected';

/**
 * How a write's failed answer is treated, by its HTTP status (every outbox's lanes: writes, orders, staff taps):
 * no answer → keep; 401 → stop; 5xx, 408 and 429 (worth another try later) → back off; any other → refused.
 */
export function failureVerdict(httpStatus: number | undefined): Exclude<SendVerdict, 'sent'> {
  if (httpStatus === undefined) return 'network';
  if (httpStatus === 401) return 'unauthorized';
  if (httpStatus >= 500 || httpStatus === 408 || httpStatus === 429) return 'server-error';
  return 'rejected';
}

/** How the outbox treats an answer (interface): network → keep; 401 → stop; 5xx → back off; other 4xx → drop. */
export function verdictOf(result: CallResult<unknown>): SendVerdict {
  if (result.wasOk) return 'sent';
  const status = result.httpStatus;
  if (result.status === 'network' || status === undefined) return 'network';
  // A 2xx whose body we could not read: the server did the write; the mirror refetch repairs our copy.
  if (status < 300 && result.status === 'invalid-answer') return 'sent';
  return failureVerdict(status);
}
