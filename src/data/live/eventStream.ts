import { createSseParser, type SseEvent } from './sseParser';

export type { SseEvent } from './sseParser';

/**
 * 'connecting' (a request under way), 'open' (the server answered 200 text/event-stream and the body is
 * being read), 'down' (waiting to reconnect after a failure or the end of the body), 'stopped' (closed, or a
 * refusal that retrying cannot mend: no token, 401/403/404).
 */
export type StreamState = 'connecting' | 'open' | 'down' | 'stopped';

export type EventStreamOptions = {
  /** The stream's address, read at every connection. */
  url: string | (() => string);
  /** The headers of each connection (e.g. Authorization); undefined when there is nobody to connect as, which stops the stream. */
  headers?: () => Record<string, string> | undefined;
  onEvent: (event: SseEvent) => void;
  /** Every change of state, with the HTTP status when an answer came. */
  onState?: (state: StreamState, info: { status?: number }) => void;
  /**
   * Where a new stream resumes (sent as Last-Event-ID); later ids come from the stream itself. A function is
   * asked at every connection, for a caller that also learns where it stands elsewhere (a full read meanwhile).
   */
  lastEventId?: string | (() => string | undefined);
  fetch?: typeof fetch;
  /** The first wait before reconnecting, doubled at each failure in a row up to `maxDelayMs` (1 s and 30 s by default). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Nothing read for this long (heartbeats included) and the connection counts as dead (45 s by default; 0: never). */
  idleTimeoutMs?: number;
  /** An answer with this status stops the stream instead of retrying (by default 401, 403, 404 and 405). */
  stopsOn?: (status: number) => boolean;
  /**
   * Offline, no request is made; the stream reconnects on the window's 'online' event or at its next retry.
   * The window's 'offline' event ends the open connection at once.
   */
  isOnline?: () => boolean;
  random?: () => number;
};

export type EventStream = {
  close(): void;
  readonly state: StreamState;
  readonly lastEventId: string | undefined;
};

const STOPS_ON = new Set([401, 403, 404, 405]);

function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');
}

/**
 * A Server-Sent Events stream read with fetch (so it can send `Authorization`, which EventSource cannot):
 * reconnects with exponential backoff and jitter (or the server's `retry:`), resumes with `Last-Event-ID`,
 * and treats a silent connection as dead after `idleTimeoutMs`.
 */
export function openEventStream(options: EventStreamOptions): EventStream {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const minDelayMs = options.minDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 45_000;
  const stopsOn = options.stopsOn ?? ((status: number) => STOPS_ON.has(status));
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const random = options.random ?? Math.random;
  let state: StreamState = 'connecting';
  const resumeFrom = typeof options.lastEventId === 'function' ? options.lastEventId : undefined;
  let lastEventId = typeof options.lastEventId === 'function' ? undefined : options.lastEventId;
  let failures = 0;
  let serverDelayMs: number | undefined;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  function setState(next: StreamState, info: { status?: number } = {}): void {
    if (state === next) return;
    state = next;
    options.onState?.(next, info);
  }

  function stop(info: { status?: number } = {}): void {
    clearTimeout(retryTimer);
    clearTimeout(idleTimer);
    retryTimer = undefined;
    controller?.abort();
    if (typeof removeEventListener === 'function') {
      removeEventListener('online', reconnectNow);
      removeEventListener('offline', dropNow);
    }
    setState('stopped', info);
  }

  // A dropped network can leave a read waiting for a long time: the browser's word ends it at once.
  function dropNow(): void {
    if (state === 'open' || state === 'connecting') controller?.abort();
  }

  function reconnectNow(): void {
    if (state !== 'down') return;
    clearTimeout(retryTimer);
    void connect();
  }

  function scheduleRetry(info: { status?: number } = {}): void {
    if (state === 'stopped') return;
    setState('down', info);
    const base = serverDelayMs ?? Math.min(maxDelayMs, minDelayMs * 2 ** failures);
    failures += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), base / 2 + (random() * base) / 2);
  }

  function armIdle(abort: AbortController): void {
    clearTimeout(idleTimer);
    if (idleTimeoutMs > 0) idleTimer = setTimeout(() => abort.abort(), idleTimeoutMs);
  }

  async function read(body: ReadableStream<Uint8Array>, abort: AbortController): Promise<void> {
    const parser = createSseParser(
      {
        onEvent(event) {
          lastEventId = event.id;
          try {
            options.onEvent(event);
          } catch (error) {
            console.error('An event stream listener failed', error);
          }
        },
        onRetry(ms) {
          serverDelayMs = ms;
        },
      },
      lastEventId,
    );
    const reader = body.getReader();
    const decoder = new TextDecoder();
    armIdle(abort);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || state === 'stopped') break;
        armIdle(abort);
        // Something arrived: the connection works, so the next failure starts again from the shortest wait.
        failures = 0;
        parser.push(decoder.decode(value, { stream: true }));
        lastEventId = parser.lastEventId;
      }
    } finally {
      clearTimeout(idleTimer);
      void reader.cancel().catch(() => undefined);
    }
  }

  async function connect(): Promise<void> {
    retryTimer = undefined;
    if (state === 'stopped') return;
    const headers = options.headers ? options.headers() : {};
    if (!headers) return stop();
    if (!isOnline()) return scheduleRetry();
    lastEventId = resumeFrom?.() ?? lastEventId;
    const abort = new AbortController();
    controller = abort;
    setState('connecting');
    let status: number | undefined;
    try {
      const url = typeof options.url === 'function' ? options.url() : options.url;
      const response = await doFetch(url, {
        headers: { Accept: 'text/event-stream', ...(lastEventId !== undefined ? { 'Last-Event-ID': lastEventId } : {}), ...headers },
        cache: 'no-store',
        signal: abort.signal,
      });
      status = response.status;
      if (!response.ok || !response.body || !isEventStream(response)) {
        void response.body?.cancel().catch(() => undefined);
        if (stopsOn(status)) return stop({ status });
        return scheduleRetry({ status });
      }
      // Closed while the answer travelled.
      if (abort.signal.aborted) return void response.body.cancel().catch(() => undefined);
      setState('open', { status });
      await read(response.body, abort);
    } catch {
      // A network failure, an abort (closed, or silent too long): retried below unless closed.
    }
    if (controller === abort) scheduleRetry(status === undefined ? {} : { status });
  }

  if (typeof addEventListener === 'function') {
    addEventListener('online', reconnectNow);
    addEventListener('offline', dropNow);
  }
  void connect();

  return {
    close: () => stop(),
    get state() {
      return state;
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
