/**
 * `npm run bench -- --only=live-streams`: one server process (PostgreSQL, its own database) holds 2,000
 * open event streams, half boards spread over the shops and half customers. Prints the server's extra
 * resident memory for them and how long one status change takes to reach every stream it concerns.
 */
import { ORDER_STATUS } from '../src/api/contract/statuses';
import type { BenchResult } from './lib/report';
import { printResult } from './lib/report';
import { insertCustomers, insertStaff, measureOnLiveBed, openSse, percentile, placePaidOrder, rssMegabytes, SHOPS, tap, type SseMessage } from './live-setup';

const STREAMS = Number(process.env.LIVE_STREAMS || 2000);
const CHANGES = 10;
/** Streams opened at once (a connection storm is not what is measured). */
const OPEN_BATCH = 100;
const ARRIVAL_GUARD_MS = 15_000;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function run(): Promise<BenchResult> {
  return measureOnLiveBed('live-streams', 1, async (bed, clients) => {
    const server = bed.servers[0]!;
    const staffCount = Math.floor(STREAMS / 2);
    const members = await insertStaff(bed, staffCount, (index) => SHOPS[index % SHOPS.length]!.id);
    const people = await insertCustomers(bed, STREAMS - staffCount);
    const tapper = members.find((member) => member.shopId === SHOPS[0].id)!;
    const orders: { orderId: number; customerId: number }[] = [];
    for (let index = 0; index < CHANGES; index += 1)
      orders.push({ orderId: await placePaidOrder(bed, server.url, people[index]!), customerId: people[index]!.id });
    // One stream opened and closed first, so what the first stream loads once is not counted per stream.
    const warm = openSse(server.url, `/api/staff/events?shop=${SHOPS[0].code}`, tapper.token, () => {});
    await warm.opened;
    warm.close();
    await settle(2000);
    const rssBefore = rssMegabytes(server.pid);

    /** Waiters by "orderId:statusId": called on each stream's arrival. */
    const waiters = new Map<string, () => void>();
    const onMessage = (message: SseMessage) => waiters.get(`${message.data.orderId}:${message.data.statusId}`)?.();
    const plan = [
      ...members.map((member) => ({ path: `/api/staff/events?shop=${SHOPS.find((shop) => shop.id === member.shopId)!.code}`, token: member.token })),
      ...people.map((person) => ({ path: '/api/customer/events', token: person.token })),
    ];
    const openStarted = performance.now();
    for (let index = 0; index < plan.length; index += OPEN_BATCH) {
      const batch = plan.slice(index, index + OPEN_BATCH).map(({ path, token }) => openSse(server.url, path, token, onMessage));
      clients.push(...batch);
      await Promise.all(batch.map((client) => client.opened));
    }
    const openMs = performance.now() - openStarted;
    await settle(3000);
    const rssAfter = rssMegabytes(server.pid);

    const concerned = members.filter((member) => member.shopId === tapper.shopId).length + 1;
    const fanOutMs: number[] = [];
    for (const { orderId } of orders) {
      let arrived = 0;
      const started = performance.now();
      const all = new Promise<number>((resolve, reject) => {
        const guard = setTimeout(() => reject(new Error(`Only ${arrived} of ${concerned} streams got the change`)), ARRIVAL_GUARD_MS);
        waiters.set(`${orderId}:${ORDER_STATUS.inQueue}`, () => {
          arrived += 1;
          if (arrived === concerned) {
            clearTimeout(guard);
            resolve(performance.now() - started);
          }
        });
      });
      const status = await tap(server.url, tapper.token, orderId, ORDER_STATUS.pending, ORDER_STATUS.inQueue);
      if (status !== 200) throw new Error(`The tap answered ${status}`);
      fanOutMs.push(await all);
      await settle(200);
    }
    const sorted = [...fanOutMs].sort((a, b) => a - b);
    const result: BenchResult = {
      name: 'live-streams',
      figures: [
        { label: 'Event streams open on one process', value: clients.length, unit: 'streams', target: { min: STREAMS } },
        {
          label: 'Server memory for those streams (RSS after − before)',
          value: rssAfter - rssBefore,
          unit: 'MB',
          target: { max: 150 },
          note: `${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`,
        },
        { label: 'Opening all of them (100 at a time)', value: openMs, unit: 'ms' },
        { label: `One change → all ${concerned} streams it concerns, median of ${CHANGES}`, value: percentile(sorted, 50), unit: 'ms', target: { max: 1000 } },
        {
          label: `One change → all ${concerned} streams it concerns, worst of ${CHANGES}`,
          value: sorted.at(-1) ?? Number.NaN,
          unit: 'ms',
          target: { max: 1000 },
        },
      ],
      findings: [],
      details: { fanOutMs, rssBefore, rssAfter, streams: clients.length, concerned },
    };
    return result;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printResult(await run());
  process.exit(0);
}
