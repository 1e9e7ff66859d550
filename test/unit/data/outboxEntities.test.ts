import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient, CallResult } from '../../../src/api/client';
import { AppDb, type OutboxItem } from '../../../src/data/db';
import type { WriteEntity } from '../../../src/data/outbox/entity';
import { OutboxSender } from '../../../src/data/outbox/sender';

const db = new AppDb('outbox-entities-test');
type Sent = { name: string; params?: Record<string, string>; body?: unknown };
let sent: Sent[];
let answer: (name: string) => CallResult<unknown>;
const client = {
  async call(name: string, options: { params?: Record<string, string>; body?: unknown } = {}) {
    sent.push({ name, params: options.params, body: options.body });
    return answer(name);
  },
} as unknown as ApiClient;

const ok = (data: unknown): CallResult<unknown> => ({ wasOk: true, status: 'ok', data, etag: undefined, httpStatus: 200 });
const refused: CallResult<unknown> = { wasOk: false, status: 'error' as never, httpStatus: 400, error: { code: 'invalid', message: 'No' } };

let log: string[];
/** A fake entity that writes down what the sender asks of it. */
const reviews: WriteEntity = {
  endpoints: ['review'],
  async apply(_ctx, write) {
    log.push(`apply ${write.entityKey} (queued: ${await db.outbox.count()})`);
  },
  wire: (item) => ({ params: { ...item.params, productCode: 'WIRE' }, body: item.body }),
  async sent(_ctx, item: OutboxItem, data, cancelled) {
    log.push(`sent ${item.entityKey} ${JSON.stringify(data)} cancelled=${cancelled} (queued: ${await db.outbox.count()})`);
  },
  async revert(_ctx, item) {
    log.push(`revert ${item.entityKey} (queued: ${await db.outbox.count()})`);
  },
};

const review = { endpoint: 'review', params: { productCode: 'P1' }, body: { rating: 4 }, entityKey: 'review:P1' } as const;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  sent = [];
  log = [];
  answer = () => ok({ rating: 4 });
});

describe('outbox entity registry (the sender only sends)', () => {
  it('applies the optimistic change before storing, sends the wire form, and lays the answer over once removed', async () => {
    const outbox = new OutboxSender({ db, client, entities: [reviews] });
    expect(await outbox.enqueueAndWait(review)).toBe('sent');
    expect(sent).toEqual([{ name: 'review', params: { productCode: 'WIRE' }, body: { rating: 4 } }]);
    expect(log).toEqual(['apply review:P1 (queued: 0)', 'sent review:P1 {"rating":4} cancelled=false (queued: 0)']);
  });

  it('reverts a refused write once it is dropped, then tells the customer', async () => {
    const rejected: string[] = [];
    const outbox = new OutboxSender({ db, client, entities: [reviews], onRejected: (write) => rejected.push(`${write.entityKey} ${write.httpStatus}`) });
    answer = () => refused;
    expect(await outbox.enqueueAndWait(review)).toBe('rejected');
    expect(log).toEqual(['apply review:P1 (queued: 0)', 'revert review:P1 (queued: 0)']);
    expect(rejected).toEqual(['review:P1 400']);
  });

  it('entities registered later take part; a write without one is sent as queued', async () => {
    const outbox = new OutboxSender({ db, client });
    await outbox.enqueueAndWait(review);
    expect(sent[0]!.params).toEqual({ productCode: 'P1' });
    expect(log).toEqual([]);
    outbox.register(reviews);
    await outbox.enqueueAndWait(review);
    expect(sent[1]!.params).toEqual({ productCode: 'WIRE' });
    expect(log).toHaveLength(2);
  });

  it('tells the entity when what the write touched was cancelled while it was on the wire', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let onTheWire = 0;
    const slowClient = {
      call: async (name: never, options: never) => {
        onTheWire += 1;
        await held;
        return client.call(name, options);
      },
    } as unknown as ApiClient;
    const slow = new OutboxSender({ db, client: slowClient, entities: [reviews] });
    const outcome = slow.enqueueAndWait(review);
    await expect.poll(() => onTheWire).toBe(1);
    await slow.cancel('review:P1');
    expect(await db.outbox.count()).toBe(0);
    release();
    expect(await outcome).toBe('sent');
    expect(log.at(-1)).toBe('sent review:P1 {"rating":4} cancelled=true (queued: 0)');
  });
});
