/**
 * `npm run bench -- --only=catalogue-edit`: three server processes on one PostgreSQL (their own database).
 * The owner changes a product's price on process A (the back office's PATCH); customers' catalogues follow
 * the shop's live stream on processes B and C. For each edit and each of B and C: the time from the PATCH's
 * start until the stream said `catalogue` and the catalogue read again from that process shows the new price
 * (what an open customer screen does). Prints p50 and p99.
 */
import type { HomeData } from '../src/api/contract';
import { staff } from '../server/platform/db/schema';
import { signStaffToken } from '../server/modules/people/signIn/staffTokens';
import type { BenchResult } from './lib/report';
import { printResult } from './lib/report';
import { measureOnLiveBed, openSse, percentile, SECRET, SHOPS, type SseMessage } from './live-setup';

const EDITS = 30;
const STREAMS_PER_PROCESS = 2;
const PRODUCT = 'P1001';
const ARRIVAL_GUARD_MS = 10_000;

async function priceOn(serverUrl: string): Promise<number | undefined> {
  const answer = (await (await fetch(`${serverUrl}/api/customer/${SHOPS[0].code}/home-wapp`)).json()) as { data: HomeData };
  return answer.data.products.flatMap((group) => group.items).find((item) => item.productCode === PRODUCT)?.price;
}

export function run(): Promise<BenchResult> {
  return measureOnLiveBed('catalogue-edit', 3, async (bed, clients) => {
    const [a, ...readers] = bed.servers as [(typeof bed.servers)[0], (typeof bed.servers)[0], (typeof bed.servers)[0]];
    const [owner] = await bed.opened.db
      .insert(staff)
      .values({ email: 'owner.bench@ritmo.local', name: 'Owner', role: 'owner', everyShop: true })
      .returning({ id: staff.id, email: staff.email });
    const token = await signStaffToken(SECRET, owner!, bed.clockStart);

    let heard: ((server: string) => void) | undefined;
    for (const reader of readers) {
      for (let index = 0; index < STREAMS_PER_PROCESS; index += 1) {
        const onMessage = (message: SseMessage) => {
          if (message.event === 'catalogue') heard?.(reader.url);
        };
        clients.push(openSse(reader.url, `/api/shops/${SHOPS[0].code}/availability/events`, token, onMessage));
      }
    }
    await Promise.all(clients.map((client) => client.opened));

    const latencies: number[] = [];
    for (let edit = 0; edit < EDITS; edit += 1) {
      const price = Math.round((2 + edit * 0.05) * 100) / 100;
      const started = performance.now();
      const shown = readers.map(
        (reader) =>
          new Promise<number>((resolve, reject) => {
            const guard = setTimeout(() => reject(new Error(`Edit ${edit} never reached ${reader.url}`)), ARRIVAL_GUARD_MS);
            const previous = heard;
            heard = (server) => {
              previous?.(server);
              if (server !== reader.url) return;
              // What the open screen does on the event: read the catalogue again, until it shows the price.
              void (async () => {
                while ((await priceOn(reader.url)) !== price) await new Promise((wait) => setTimeout(wait, 10));
                clearTimeout(guard);
                resolve(performance.now() - started);
              })();
            };
          }),
      );
      const answer = await fetch(`${a.url}/api/manage/products/${PRODUCT}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ price }),
      });
      if (!answer.ok) throw new Error(`The edit answered ${answer.status}`);
      latencies.push(...(await Promise.all(shown)));
      heard = undefined;
    }
    const sorted = [...latencies].sort((x, y) => x - y);
    return {
      name: 'catalogue-edit',
      figures: [
        { label: `Edit on A → open catalogue on B/C shows it, p50 of ${latencies.length}`, value: percentile(sorted, 50), unit: 'ms' },
        { label: `Edit on A → open catalogue on B/C shows it, p99 of ${latencies.length}`, value: percentile(sorted, 99), unit: 'ms', target: { max: 1000 } },
        { label: 'Edit on A → open catalogue on B/C shows it, worst', value: sorted.at(-1) ?? Number.NaN, unit: 'ms' },
      ],
      findings: [],
      details: { latencies },
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printResult(await run());
  process.exit(0);
}
