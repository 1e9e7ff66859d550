/** An order waiting in the outbox: which call, how many times it went on the wire. */
export type WaitingSubmission = { endpoint: string; attempts: number };

/**
 * One cart is one order: while an order waits to be sent, paying again never makes another. 'new' when
 * nothing waits; 'replace' when the waiting one never went on the wire (the server cannot have it, so it
 * takes the cart as it is now, under the same key); 'reuse' when it may have reached the server (a lost
 * answer), so it is sent again exactly as it was.
 */
export function nextSubmission(waiting: WaitingSubmission | undefined): 'new' | 'replace' | 'reuse' {
  if (!waiting) return 'new';
  return waiting.attempts === 0 ? 'replace' : 'reuse';
}
