import * as v from 'valibot';
import { STAFF_EVENTS_PATH } from '../../api/contract/staffEndpoints';
import { StaffBoardSchema, TicketSchema } from '../../api/contract/staff';
import type { StaffApi } from './api';
import { boardMetaKey, readMeta, type BoardMeta, type StaffDb } from './db';
import { createSseParser } from './sse';
import { rememberEventId, storeBoard, upsertTickets } from './tickets';

/** The stream down this long: the board says so loudly and reads the board every POLL_MS. */
export const OFFLINE_AFTER_MS = 5_000;
export const POLL_MS = 5_000;
const RECONNECT_MS = [500, 1_000, 2_000, 4_000];

export type LiveState = { live: true } | { live: false; downSince: number; loud: boolean };

export interface LiveOptions {
  db: StaffDb;
  api: StaffApi;
  shop: string;
  onState: (state: LiveState) => void;
  /** After each board read or event stored (e.g. to send queued taps once the server answers again). */
  onServerReached?: () => void;
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Keeps one shop's tickets in Dexie: reads the board, then follows `GET /api/staff/events` (SSE, read with
 * fetch for the bearer header), resuming with Last-Event-ID. While the stream is down it reconnects with
 * back-off; after OFFLINE_AFTER_MS down it reports a loud state and reads the board every POLL_MS until the
 * stream is back.
 */
export function startLiveBoard(options: LiveOptions): () => void {
  const { db, api, shop } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  let stopped = false;
  let abort: AbortController | undefined;
  let downSince: number | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let loudTimer: ReturnType<typeof setTimeout> | undefined;
  let loud = false;

  function report(): void {
    if (stopped) return;
    options.onState(downSince === undefined ? { live: true } : { live: false, downSince, loud });
  }

  function wentDown(): void {
    if (downSince !== undefined) return;
    downSince = now();
    loud = false;
    report();
    loudTimer = setTimeout(() => {
      loud = true;
      report();
      void poll();
    }, OFFLINE_AFTER_MS);
  }

  function cameUp(): void {
    downSince = undefined;
    loud = false;
    clearTimeout(loudTimer);
    clearTimeout(pollTimer);
    pollTimer = undefined;
    report();
  }

  async function readBoard(): Promise<boolean> {
    const result = await api.call('GET', `/staff/board?shop=${encodeURIComponent(shop)}`, StaffBoardSchema);
    if (result.ok) {
      await storeBoard(db, result.data, now());
      options.onServerReached?.();
      return true;
    }
    if (result.httpStatus === 401) options.onUnauthorized?.();
    return false;
  }

  async function poll(): Promise<void> {
    if (stopped || downSince === undefined || !loud) return;
    await readBoard();
    if (!stopped && downSince !== undefined) pollTimer = setTimeout(() => void poll(), POLL_MS);
  }

  async function streamOnce(): Promise<void> {
    const meta = await readMeta<BoardMeta>(db, boardMetaKey(shop));
    const token = api.token();
    abort = new AbortController();
    const response = await doFetch(`${api.baseURL}${STAFF_EVENTS_PATH}?shop=${encodeURIComponent(shop)}`, {
      headers: {
        Accept: 'text/event-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(meta ? { 'Last-Event-ID': String(meta.lastEventId) } : {}),
      },
      signal: abort.signal,
      cache: 'no-store',
    });
    if (response.status === 401) {
      options.onUnauthorized?.();
      throw new Error('unauthorized');
    }
    if (!response.ok || !response.body) throw new Error(`event stream HTTP ${response.status}`);
    cameUp();
    options.onServerReached?.();
    let chain = Promise.resolve();
    const parser = createSseParser((event) => {
      if (event.event !== 'ticket') return;
      chain = chain.then(async () => {
        const ticket = v.safeParse(TicketSchema, JSON.parse(event.data));
        if (!ticket.success) return;
        await upsertTickets(db, [ticket.output]);
        const id = Number(event.id);
        if (Number.isSafeInteger(id)) await rememberEventId(db, shop, id);
      }).catch(() => {});
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    await chain;
  }

  async function run(): Promise<void> {
    let attempt = 0;
    await readBoard();
    while (!stopped) {
      try {
        await streamOnce();
        attempt = 0;
      } catch {
        attempt += 1;
      }
      if (stopped) return;
      wentDown();
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]));
    }
  }

  // Down until the stream answers: the loud banner only once that has taken OFFLINE_AFTER_MS.
  wentDown();
  void run();
  // A dropped network can leave a read waiting for a long time: the browser's word ends it at once.
  const onOffline = () => abort?.abort();
  globalThis.addEventListener?.('offline', onOffline);

  return () => {
    stopped = true;
    globalThis.removeEventListener?.('offline', onOffline);
    abort?.abort();
    clearTimeout(loudTimer);
    clearTimeout(pollTimer);
  };
}
