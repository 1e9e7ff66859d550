import { eq, max } from 'drizzle-orm';
import type { Hono } from 'hono';
import { signStaffToken } from '../../../server/modules/people/signIn/staffTokens';
import { changeOrderStatus } from '../../../server/modules/fulfilment/changeStatus';
import type { Database } from '../../../server/platform/db/connect';
import { orderEvents, orders, staff, staffShops } from '../../../server/platform/db/schema';
import { TEST_SECRET } from './customers';
import { PAID } from './paidSettings';

export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/** Reads SSE messages off a response body as a client would (comments and `retry:` skipped). */
export class SseReader {
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  /** The next message; throws when the stream ends or none comes within `guardMs` (a hung test fails instead of waiting forever). */
  async next(guardMs = 10_000): Promise<SseEvent> {
    const deadline = Date.now() + guardMs;
    for (;;) {
      const message = this.take();
      if (message) return message;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('No event arrived');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('No event arrived')), left))),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('The stream ended');
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** True when the server ends the stream (reads and drops anything still sent). */
  async ended(guardMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + guardMs;
    while (Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadline - Date.now()))),
      ]).finally(() => clearTimeout(timer));
      if (chunk === null) return false;
      if (chunk.done) return true;
    }
    return false;
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }

  private take(): SseEvent | null {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end < 0) return null;
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length) return { id, event, data: JSON.parse(data.join('\n')) as unknown };
    }
  }
}

/** Opens an event stream of the app; the response too, for refusals. */
export async function openStream(app: Hono | string, path: string, token: string, lastEventId?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
  const response = typeof app === 'string' ? await fetch(`${app}${path}`, { headers }) : await app.request(path, { headers });
  return { response, reader: response.ok && response.body ? new SseReader(response.body) : null };
}

/**
 * The newest order event id: a test opens its stream from here (as Last-Event-ID) so a change it makes next
 * is sent whether or not the stream had read its starting point before the change committed.
 */
export async function newestOrderEventId(db: Database): Promise<string> {
  const [row] = await db.select({ id: max(orderEvents.id) }).from(orderEvents);
  return String(row?.id ?? 0);
}

/** A member of staff inserted as the `staff` command would, with a token signed at `now`. */
export async function createStaff(db: Database, email: string, shops: number[] | 'every', now: Date, role: 'barista' | 'manager' = 'barista') {
  const [row] = await db
    .insert(staff)
    .values({ email, name: email.split('@')[0] ?? '', role, everyShop: shops === 'every' })
    .returning({ id: staff.id });
  if (!row) throw new Error('staff not inserted');
  if (shops !== 'every' && shops.length) await db.insert(staffShops).values(shops.map((locationId) => ({ staffId: row.id, locationId })));
  return { id: row.id, email, token: await signStaffToken(TEST_SECRET, { id: row.id, email }, now) };
}

/** A status change through the counter's one rule (as the board's tap makes it); answers the event id written. */
export async function moveOrder(db: Database, orderId: number, to: number, at: Date): Promise<number> {
  const [order] = await db.select({ statusId: orders.statusId }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  await changeOrderStatus(db, { orderId, to, expected: order.statusId, staff: null, source: 'board', now: at, issuer: PAID.issuer });
  const [event] = await db
    .select({ id: max(orderEvents.id) })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  return Number(event!.id);
}
