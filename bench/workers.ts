import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { launchChromium } from '../test/e2e/harness';
import { printResult, writeResult, type BenchResult, type Figure } from './lib/report';
import { spread } from './lib/stats';
import { serveStatic } from './lib/staticServer';
import type { CaseResult } from './workers/main';

const RUNS = 30;
const TARGETS: Record<string, number> = { 'reprice 200 lines (worker)': 2, 'invoice PDF 100 lines (worker)': 300 };

/** Builds bench/workers (the real workers/ behind Comlink) with the app's worker settings into a temp dir. */
async function buildBenchPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.resolve('bench/workers'),
    base: './',
    logLevel: 'warn',
    worker: { format: 'es', rolldownOptions: { external: ['html2canvas', 'dompurify', 'canvg'] } },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

export async function run(): Promise<BenchResult> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ritmo-bench-workers-'));
  await buildBenchPage(outDir);
  const server = await serveStatic(outDir);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => '__workerBench' in window);
    const isolated = await page.evaluate(() => (window as unknown as { __workerBench: { isolated: boolean } }).__workerBench.isolated);
    const cases = await page.evaluate(
      (runs) => (window as unknown as { __workerBench: { runAll(runs: number): Promise<CaseResult[]> } }).__workerBench.runAll(runs),
      RUNS,
    );
    const figures: Figure[] = cases.flatMap((item): Figure[] => {
      const times = spread(item.samplesMs);
      const limit = TARGETS[item.name];
      return [
        {
          label: `${item.name}, median of ${RUNS}`,
          value: times.median,
          unit: 'ms',
          ...(limit === undefined ? {} : { target: { max: limit } }),
          note: `min ${times.min.toFixed(2)}, max ${times.max.toFixed(2)}; first call ${item.firstMs.toFixed(1)} ms`,
        },
      ];
    });
    const result: BenchResult = {
      name: `Worker calls through Comlink, round trip incl. messaging (real workers/*.worker.ts; NO CPU throttling: DevTools throttling slows the page's main thread, not workers; ${RUNS} runs after warm-up; timer ${isolated ? '5 µs (cross-origin isolated)' : '100 µs'})`,
      figures,
      findings: [],
      details: cases,
    };
    writeResult('workers', result);
    return result;
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printResult(await run());
