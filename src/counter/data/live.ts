import * as v from 'valibot';
import { STAFF_EVENTS_PATH } from '../../api/contract/counter/endpoints';
import { TicketSchema } from '../../api/contract/counter/staff';
import { openEventStream, type EventStream, type SseEvent, type StreamState } from '../../data/live/eventStream';
import type { StaffApi } from '../../api/staffClient';
import { boardMetaKey, readMeta, type BoardMeta, type StaffDb } from './db';
import { rememberEventId, upsertTickets } from './tickets';

/** The stream down this long: the board says so loudly and is read every POLL_MS. */
export const OFFLINE_AFTER_MS = 5_000;
export const POLL_MS = 5_000;
/** Reconnection waits (the server's `retry:` takes precedence): short, a counter cannot wait half a minute. */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 4_000;

export type LiveState = { live: true } | { live: false; downSince: number; loud: boolean };

export interface LiveFeedOptions {
  db: StaffDb;
  api: StaffApi;
  shop: string;
  /** Reads the board (the sync engine's refresh): before the stream opens, and every POLL_MS while it is down loudly. */
  read: () => Promise<void>;
  onState: (state: LiveState) => void;
  /** Each time the stream opens. */
  onOpen: () => void;
  /** The server refused the staff token (or there is none): the feed has stopped. Said once. */
  onRefused: () => void;
  now: () => number;
}

/** One board's feed: `hold` tells it where a board read left the board, `refused` that a read was refused. */
export type LiveFeed = { hold(eventId: number): void; refused(): void; stop(): void };

function readTicket(data: string) {
  try {
    const parsed = v.safeParse(TicketSchema, JSON.parse(data));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The live feed of one shop's board, which keeps its tickets in Dexie: has the board read, then follows
 * `GET /api/staff/events` with the shared event-stream reader (bearer token, Last-Event-ID from the newest
 * event the board holds) and applies each ticket it carries. After OFFLINE_AFTER_MS down it reports a loud
 * state and has the board read every POLL_MS until the stream is back. A refused token stops it all.
 */
export function openLiveFeed(options: LiveFeedOptions): LiveFeed {
  const { db, api, shop, now } = options;
  let stopped = false;
  let stream: EventStream | undefined;
  /** The newest event the board holds (stream or board read): where a new connection resumes. */
  let heldUpTo: number | undefined;
  let downSince: number | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let loudTimer: ReturnType<typeof setTimeout> | undefined;
  let loud = false;
  let stored = Promise.resolve();

  function hold(eventId: number): void {
    heldUpTo = Math.max(heldUpTo ?? 0, eventId);
  }

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

  function stop(): void {
    stopped = true;
    stream?.close();
    clearTimeout(loudTimer);
    clearTimeout(pollTimer);
  }

  function refused(): void {
    if (stopped) return;
    stop();
    options.onRefused();
  }

  async function poll(): Promise<void> {
    if (stopped || downSince === undefined || !loud) return;
    await options.read().catch(() => undefined);
    if (!stopped && downSince !== undefined) pollTimer = setTimeout(() => void poll(), POLL_MS);
  }

  function onEvent(event: SseEvent): void {
    if (event.event !== 'ticket') return;
    const ticket = readTicket(event.data);
    if (!ticket) return;
    const id = Number(event.id);
    // One after the other, so a later event never lands before an earlier one.
    stored = stored
      .then(async () => {
        await upsertTickets(db, [ticket]);
        if (!Number.isSafeInteger(id)) return;
        await rememberEventId(db, shop, id);
        hold(id);
      })
      .catch(() => undefined);
  }

  function onStreamState(state: StreamState): void {
    if (stopped) return;
    if (state === 'open') {
      cameUp();
      options.onOpen();
    } else if (state === 'down') wentDown();
    // Stopped by itself: a 401, or no token to connect with.
    else if (state === 'stopped') refused();
  }

  async function start(): Promise<void> {
    // Offline, or the local database failing: the stream still opens, from what the board last held.
    await options.read().catch(() => undefined);
    const meta = await readMeta<BoardMeta>(db, boardMetaKey(shop));
    if (meta) hold(meta.lastEventId);
    if (stopped) return;
    stream = openEventStream({
      url: `${api.baseURL}${STAFF_EVENTS_PATH}?shop=${encodeURIComponent(shop)}`,
      headers: () => {
        const token = api.token();
        return token ? { Authorization: `Bearer ${token}` } : undefined;
      },
      lastEventId: () => (heldUpTo === undefined ? undefined : String(heldUpTo)),
      onEvent,
      onState: onStreamState,
      stopsOn: (status) => status === 401,
      minDelayMs: RECONNECT_MIN_MS,
      maxDelayMs: RECONNECT_MAX_MS,
    });
  }

  // Down until the stream answers: the loud banner only once that has taken OFFLINE_AFTER_MS.
  wentDown();
  void start();
  return { hold, refused, stop };
}
