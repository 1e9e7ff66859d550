/**
 * `npm run bench -- --only=live-latency`: three server processes on one PostgreSQL (their own database).
 * A barista's tap (POST status) goes to process A; the customer's event stream is open on process B; a
 * board's stream on process C. Prints p50/p99 from the tap's start to the event's arrival on B.
 */
import { ORDER_STATUS } from '../src/api/contract/statuses';
import type { BenchResult } from './lib/report';
import { printResult } from './lib/report';
import { insertCustomers, insertStaff, measureOnLiveBed, openSse, percentile, placePaidOrder, SHOPS, tap, type SseMessage } from './live-setup';

const CUSTOMERS = 10;
const ORDERS_PER_CUSTOMER = 5;
/** Pending → In queue → In preparation → Ready → Handed over: four taps per order. */
const STEPS = [ORDER_STATUS.pending, ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared, ORDER_STATUS.delivery];
const ARRIVAL_GUARD_MS = 10_000;

export function run(): Promise<BenchResult> {
  return measureOnLiveBed('live-latency', 3, async (bed, clients) => {
    const [a, b, c] = bed.servers as [(typeof bed.servers)[0], (typeof bed.servers)[0], (typeof bed.servers)[0]];
    const [barista] = await insertStaff(bed, 1, () => SHOPS[0].id);
    const people = await insertCustomers(bed, CUSTOMERS);
    const orders: number[] = [];
    for (const person of people) for (let index = 0; index < ORDERS_PER_CUSTOMER; index += 1) orders.push(await placePaidOrder(bed, a.url, person));

    const waiters = new Map<string, () => void>();
    const onMessage = (message: SseMessage) => waiters.get(`${message.data.orderId}:${message.data.statusId}`)?.();
    for (const person of people) clients.push(openSse(b.url, '/api/customer/events', person.token, onMessage));
    clients.push(openSse(c.url, `/api/staff/events?shop=${SHOPS[0].code}`, barista!.token, () => {}));
    await Promise.all(clients.map((client) => client.opened));

    const latencies: number[] = [];
    for (let step = 1; step < STEPS.length; step += 1) {
      for (const orderId of orders) {
        const to = STEPS[step]!;
        const started = performance.now();
        const arrived = new Promise<number>((resolve, reject) => {
          const guard = setTimeout(() => reject(new Error(`Order ${orderId} → ${to} never reached the customer's stream`)), ARRIVAL_GUARD_MS);
          waiters.set(`${orderId}:${to}`, () => {
            clearTimeout(guard);
            resolve(performance.now() - started);
          });
        });
        const status = await tap(a.url, barista!.token, orderId, STEPS[step - 1]!, to);
        if (status !== 200) throw new Error(`The tap answered ${status}`);
        latencies.push(await arrived);
        waiters.delete(`${orderId}:${to}`);
      }
    }
    const sorted = [...latencies].sort((x, y) => x - y);
    const result: BenchResult = {
      name: 'live-latency',
      figures: [
        { label: `Tap on A → customer's stream on B, p50 of ${latencies.length}`, value: percentile(sorted, 50), unit: 'ms', target: { max: 300 } },
        { label: `Tap on A → customer's stream on B, p99 of ${latencies.length}`, value: percentile(sorted, 99), unit: 'ms', target: { max: 1000 } },
        { label: "Tap on A → customer's stream on B, worst", value: sorted.at(-1) ?? Number.NaN, unit: 'ms' },
      ],
      findings: [],
      details: { latencies },
    };
    return result;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printResult(await run());
  process.exit(0);
}
