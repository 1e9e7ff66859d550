import type { Logger } from 'pino';
import type { Ticket } from '../../../src/api/contract/counter/staff';
import type { Database, OrderEventNotice } from '../db/connect';
import { customerEventsByIds, latestEventId, latestEventsAfter, type Audience } from './eventReads';
import { HEARTBEAT, openSseStream, sseFrame, type SseStream } from './sseStream';
import { createStreamPlaces, MAX_STREAMS_BY_MEMORY, type StreamOwner, type StreamPlaces } from './streamPlaces';

export const HEARTBEAT_MS = 15_000;
/** Orders whose last sent event a stream remembers (older ones are long settled). */
const REMEMBERED_ORDERS = 2_000;
const RETRY = new TextEncoder().encode('retry: 2000\n\n');

/** One event ready to go: the frame with its id is encoded once for every stream it concerns. */
interface Delivery {
  id: number;
  orderId: number;
  event: 'ticket' | 'order';
  data: string;
  bytes: Uint8Array;
}

interface Subscriber {
  audience: Audience;
  stream: SseStream;
  /** Nothing at or below this id is sent: the client had it (Last-Event-ID) or started after it. */
  floor: number;
  /** The highest id sent: only a higher one is written with `id:`, so the client's resume point never goes back. */
  lastId: number;
  /** Each order's last event id sent: an older state of an order never follows a newer one. */
  sentByOrder: Map<number, number>;
  /** Live deliveries held while the stream reads what it missed; null once caught up. */
  held: Delivery[] | null;
  /** Set when the listening connection came back during a catch-up: read once more before releasing. */
  readAgain: boolean;
}

export interface LiveHubOptions {
  db: Database;
  logger: Logger;
  /** The tickets of the given orders as they stand now (server/modules/fulfilment/tickets.ts). */
  readTickets: (orderIds: number[]) => Promise<Map<number, Ticket>>;
  heartbeatMs?: number | undefined;
  /** The process's stream places, shared with the availability streams (streamPlaces.ts). */
  places?: StreamPlaces | undefined;
}

export interface LiveHub {
  /** The listener of OpenedDatabase.onOrderEvent: an event committed by any process, or null after missing some. */
  notify(notice: OrderEventNotice | null): void;
  /**
   * A stream for the audience: what came after `lastEventId` first (nothing when null), then each change
   * live. It takes a place of `owners` (the client), closing their oldest stream at their cap; undefined
   * when the process takes no more.
   */
  open(audience: Audience, lastEventId: number | null, owners?: StreamOwner[]): ReadableStream<Uint8Array> | undefined;
  /** Open streams (staff, customers). */
  counts(): { staff: number; customers: number };
  /** Ends every stream and refuses new ones (the server is stopping). */
  close(): void;
}

const groupKey = (audience: Audience) => (audience.kind === 'staff' ? `s${audience.locationId}` : `c${audience.customerId}`);

/** Keeps only each order's newest notice. */
function newestPerOrder(notices: OrderEventNotice[]): OrderEventNotice[] {
  const byOrder = new Map<number, OrderEventNotice>();
  for (const notice of notices) {
    const kept = byOrder.get(notice.orderId);
    if (!kept || kept.id < notice.id) byOrder.set(notice.orderId, notice);
  }
  return [...byOrder.values()].sort((a, b) => a.id - b.id);
}

/**
 * This process's fan-out of order events to its open streams: boards per shop, customers per customer.
 * Notifications are handled one batch at a time, in order; a batch reads each changed order's ticket
 * once, whatever the number of streams. A stream opened with Last-Event-ID is registered before it reads
 * what it missed, and holds live events until then, so nothing falls between the two nor comes twice.
 */
export function createLiveHub({
  db,
  logger,
  readTickets,
  heartbeatMs = HEARTBEAT_MS,
  places = createStreamPlaces(MAX_STREAMS_BY_MEMORY),
}: LiveHubOptions): LiveHub {
  const groups = new Map<string, Set<Subscriber>>();
  let staffCount = 0;
  let customerCount = 0;
  let closed = false;
  let pending: OrderEventNotice[] = [];
  let missedSome = false;
  let draining = false;

  const heartbeat = setInterval(() => {
    for (const group of groups.values()) for (const subscriber of group) subscriber.stream.write(HEARTBEAT);
  }, heartbeatMs);
  heartbeat.unref();

  const send = (subscriber: Subscriber, delivery: Delivery) => {
    if (delivery.id <= subscriber.floor) return;
    const sent = subscriber.sentByOrder.get(delivery.orderId);
    if (sent !== undefined && sent >= delivery.id) return;
    // A lower id than one already sent committed late: it goes without `id:` so the resume point stays.
    const inOrder = delivery.id > subscriber.lastId;
    if (!subscriber.stream.write(inOrder ? delivery.bytes : sseFrame(delivery.event, delivery.data))) return;
    if (inOrder) subscriber.lastId = delivery.id;
    subscriber.sentByOrder.delete(delivery.orderId);
    subscriber.sentByOrder.set(delivery.orderId, delivery.id);
    if (subscriber.sentByOrder.size > REMEMBERED_ORDERS) subscriber.sentByOrder.delete(subscriber.sentByOrder.keys().next().value as number);
  };

  const deliver = (subscriber: Subscriber, delivery: Delivery) => {
    if (subscriber.held) subscriber.held.push(delivery);
    else send(subscriber, delivery);
  };

  const delivery = (id: number, orderId: number, event: Delivery['event'], value: unknown): Delivery => {
    const data = JSON.stringify(value);
    return { id, orderId, event, data, bytes: sseFrame(event, data, id) };
  };

  /** What the audience missed after the lowest resume point of these streams, each stream taking what it lacks. */
  async function readMissed(audience: Audience, subscribers: Subscriber[]): Promise<void> {
    const from = Math.min(...subscribers.map((subscriber) => subscriber.lastId));
    const missed = await latestEventsAfter(db, audience, from);
    if (missed.length === 0) return;
    let deliveries: Delivery[];
    if (audience.kind === 'staff') {
      const tickets = await readTickets(missed.map((event) => event.orderId));
      deliveries = missed.flatMap((event) => {
        const ticket = tickets.get(event.orderId);
        return ticket ? [delivery(event.id, event.orderId, 'ticket', ticket)] : [];
      });
    } else {
      deliveries = missed.map((event) => delivery(event.id, event.orderId, 'order', event.event));
    }
    for (const subscriber of subscribers) for (const item of deliveries) send(subscriber, item);
  }

  /** Brings held streams of one audience up to date, then releases their held live events. */
  async function catchUp(audience: Audience, subscribers: Subscriber[]): Promise<void> {
    try {
      do {
        for (const subscriber of subscribers) subscriber.readAgain = false;
        await readMissed(audience, subscribers);
      } while (subscribers.some((subscriber) => subscriber.readAgain));
    } catch (error) {
      logger.warn({ err: error }, 'Reading missed order events failed; the streams end and their clients resume');
      for (const subscriber of subscribers) subscriber.stream.end();
      return;
    }
    for (const subscriber of subscribers) {
      const held = subscriber.held ?? [];
      subscriber.held = null;
      for (const item of held) send(subscriber, item);
    }
  }

  async function handleBatch(notices: OrderEventNotice[]): Promise<void> {
    const forStaff = newestPerOrder(notices.filter((notice) => groups.has(`s${notice.locationId}`)));
    const forCustomers = newestPerOrder(notices.filter((notice) => groups.has(`c${notice.customerId}`)));
    const [tickets, customerEvents] = await Promise.all([
      readTickets(forStaff.map((notice) => notice.orderId)),
      customerEventsByIds(
        db,
        forCustomers.map((notice) => notice.id),
      ),
    ]);
    for (const notice of forStaff) {
      const ticket = tickets.get(notice.orderId);
      const subscribers = groups.get(`s${notice.locationId}`);
      if (!ticket || !subscribers) continue;
      const item = delivery(notice.id, notice.orderId, 'ticket', ticket);
      for (const subscriber of subscribers) deliver(subscriber, item);
    }
    for (const notice of forCustomers) {
      const event = customerEvents.get(notice.id);
      const subscribers = groups.get(`c${notice.customerId}`);
      if (!event || !subscribers) continue;
      const item = delivery(notice.id, notice.orderId, 'order', event);
      for (const subscriber of subscribers) deliver(subscriber, item);
    }
  }

  /** After the listening connection came back: every stream reads again from the last id it sent. */
  async function readAllAgain(): Promise<void> {
    const work: Promise<void>[] = [];
    for (const group of groups.values()) {
      const idle: Subscriber[] = [];
      for (const subscriber of group) {
        if (subscriber.held) subscriber.readAgain = true;
        else {
          subscriber.held = [];
          idle.push(subscriber);
        }
      }
      const first = idle[0];
      if (first) work.push(catchUp(first.audience, idle));
    }
    await Promise.all(work);
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (!closed && (pending.length > 0 || missedSome)) {
        if (missedSome) {
          missedSome = false;
          pending = [];
          await readAllAgain();
          continue;
        }
        const batch = pending;
        pending = [];
        try {
          await handleBatch(batch);
        } catch (error) {
          // The streams concerned would miss these: they read them again from the table.
          logger.warn({ err: error }, 'Reading changed orders for the event streams failed');
          missedSome = true;
        }
      }
    } finally {
      draining = false;
    }
  }

  const remove = (subscriber: Subscriber) => {
    const key = groupKey(subscriber.audience);
    const group = groups.get(key);
    if (!group?.delete(subscriber)) return;
    if (subscriber.audience.kind === 'staff') staffCount -= 1;
    else customerCount -= 1;
    if (group.size === 0) groups.delete(key);
  };

  async function start(subscriber: Subscriber, lastEventId: number | null): Promise<void> {
    if (lastEventId !== null) return catchUp(subscriber.audience, [subscriber]);
    // No resume point: the client has just read the state; the stream starts after the newest event.
    try {
      subscriber.floor = subscriber.lastId = await latestEventId(db, subscriber.audience);
    } catch (error) {
      logger.warn({ err: error }, 'Opening an event stream failed');
      subscriber.stream.end();
      return;
    }
    const held = subscriber.held ?? [];
    subscriber.held = null;
    if (subscriber.readAgain) {
      subscriber.held = [];
      await catchUp(subscriber.audience, [subscriber]);
    }
    for (const item of held) deliver(subscriber, item);
  }

  return {
    notify(notice) {
      if (closed) return;
      if (notice) pending.push(notice);
      else missedSome = true;
      if (!draining) void drain();
    },
    open(audience, lastEventId, owners = []) {
      if (closed) return undefined;
      // The stream is made once it has a place; closing it to make room for a newer one comes later.
      const made: { stream?: SseStream } = {};
      const release = places.take(owners, () => made.stream?.end());
      if (!release) return undefined;
      const subscriber: Subscriber = {
        audience,
        stream: openSseStream(() => {
          release();
          remove(subscriber);
        }),
        floor: lastEventId ?? 0,
        lastId: lastEventId ?? 0,
        sentByOrder: new Map(),
        held: [],
        readAgain: false,
      };
      made.stream = subscriber.stream;
      const key = groupKey(audience);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = new Set()));
      group.add(subscriber);
      if (audience.kind === 'staff') staffCount += 1;
      else customerCount += 1;
      subscriber.stream.write(RETRY);
      void start(subscriber, lastEventId);
      return subscriber.stream.body;
    },
    counts: () => ({ staff: staffCount, customers: customerCount }),
    close() {
      closed = true;
      clearInterval(heartbeat);
      for (const group of [...groups.values()]) for (const subscriber of [...group]) subscriber.stream.end();
    },
  };
}
