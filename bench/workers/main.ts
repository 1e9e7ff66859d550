import { wrap } from 'comlink';
import { createPricer } from '../../src/data/pricingBridge';
import type { PdfWorkerApi } from '../../workers/invoicePdf';
import { pricingApi, type PricingApi } from '../../workers/pricing';
import type { QrApi } from '../../workers/qr';
import type { ProbeApi } from './probe';
import { cartRequest, invoiceContent, QR_TEXT } from './inputs';

// The app's real workers, created and wrapped exactly as src/ does (new URL(..., import.meta.url), Comlink).
const pricing = wrap<PricingApi>(new Worker(new URL('../../workers/pricing.worker.ts', import.meta.url), { type: 'module' }));
const pdf = wrap<PdfWorkerApi>(new Worker(new URL('../../workers/pdf.worker.ts', import.meta.url), { type: 'module' }));
const probe = wrap<ProbeApi>(new Worker(new URL('./probe.worker.ts', import.meta.url), { type: 'module' }));
const qr = wrap<QrApi>(new Worker(new URL('../../workers/qr.worker.ts', import.meta.url), { type: 'module' }));
// The cart's own bridge over that worker: JSON text in, JSON text (figures by name) out.
const pricer = createPricer(pricing);

export interface CaseResult {
  name: string;
  /** The first call: worker start (script fetch, parse, module evaluation) plus the call. */
  firstMs: number;
  samplesMs: number[];
}

async function timeCase(name: string, call: () => Promise<unknown> | unknown, warmUp: number, runs: number): Promise<CaseResult> {
  let start = performance.now();
  await call();
  const firstMs = performance.now() - start;
  for (let index = 0; index < warmUp; index += 1) await call();
  const samplesMs: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    start = performance.now();
    await call();
    samplesMs.push(performance.now() - start);
  }
  return { name, firstMs, samplesMs };
}

async function runAll(runs: number): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const count of [1, 20, 200]) {
    const request = cartRequest(count);
    results.push(await timeCase(`reprice ${count} lines (worker)`, () => pricer.price(request), 10, runs));
  }
  const request = cartRequest(200);
  results.push(await timeCase('reprice 200 lines, full lines cloned both ways', () => pricing.price(request), 10, runs));
  results.push(await timeCase('reprice 200 lines (same rules on the page, no messaging)', () => pricingApi.price(request), 10, runs));
  const priced = pricingApi.price(request);
  results.push(
    await timeCase('echo 200 lines in, 200 priced lines out (messaging only)', () => probe.echo(request).then(() => probe.echo(priced.lines)), 10, runs),
  );
  results.push(
    await timeCase(
      'reprice 200 lines as JSON text both ways (probe worker)',
      async () => JSON.parse(await probe.priceJson(JSON.stringify(request))) as unknown,
      10,
      runs,
    ),
  );
  for (const count of [5, 100]) {
    const content = invoiceContent(count);
    results.push(await timeCase(`invoice PDF ${count} lines (worker)`, () => pdf.invoicePdf(content), 5, runs));
  }
  results.push(await timeCase('order QR code SVG (worker)', () => qr.qrSvg(QR_TEXT, 'Pedido 100234'), 5, runs));
  return results;
}

(window as unknown as { __workerBench: { runAll: typeof runAll; isolated: boolean } }).__workerBench = { runAll, isolated: crossOriginIsolated };
