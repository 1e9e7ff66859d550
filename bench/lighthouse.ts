import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { HomeData } from '../src/api/contract';
import { apiGet } from '../test/e2e/harness';
import { CHROME_PATH, CHROMIUM_FLAGS } from './lib/chromium';
import { lighthouseFindings, type Lhr } from './lib/lighthouseFindings';
import { printResult, resultsPath, writeResult, type BenchResult, type Figure } from './lib/report';
import { startBenchServer } from './lib/server';
import { median, medianIndex } from './lib/stats';

const RUNS = 3;

interface RunFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  bytes: number;
}

/** One Lighthouse run in a fresh Chromium: default config = mobile emulation, simulated throttling. */
async function runOnce(url: string): Promise<{ lhr: Lhr; trace: unknown }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, trace: result.artifacts.Trace };
  } finally {
    await chrome.kill();
  }
}

function figuresOf(lhr: Lhr): RunFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    bytes: value('total-byte-weight'),
  };
}

async function measurePage(name: string, url: string): Promise<{ figures: Figure[]; findings: string[]; runs: RunFigures[] }> {
  const runs: RunFigures[] = [];
  const lhrs: Lhr[] = [];
  const traces: unknown[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const { lhr, trace } = await runOnce(url);
    lhrs.push(lhr);
    traces.push(trace);
    runs.push(figuresOf(lhr));
    console.log(`  lighthouse ${name} run ${run}/${RUNS}: ${JSON.stringify(runs.at(-1))}`);
  }
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  const figures: Figure[] = [
    { label: `${name}: performance score (median of ${RUNS})`, value: of('score'), unit: '', target: { min: 100 } },
    { label: `${name}: LCP`, value: of('lcp') / 1000, unit: 's', target: { max: 1.2 } },
    { label: `${name}: TBT`, value: of('tbt'), unit: 'ms', target: { max: 50 } },
    { label: `${name}: CLS`, value: of('cls'), unit: '', target: { max: 0.02 } },
    { label: `${name}: FCP`, value: of('fcp') / 1000, unit: 's' },
    { label: `${name}: total transfer (total-byte-weight)`, value: of('bytes') / 1024, unit: 'KiB' },
  ];
  // The run with the median score is kept whole (report + trace) for diagnosis in DevTools.
  const typical = medianIndex(runs.map((run) => run.score * 1e6 - run.lcp));
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  writeFileSync(resultsPath(`lighthouse-${slug}.report.json`), JSON.stringify(lhrs[typical]));
  writeFileSync(resultsPath(`lighthouse-${slug}.trace.json`), JSON.stringify(traces[typical]));
  const findings = lighthouseFindings(name, lhrs[typical]!, figures);
  return { figures, findings, runs };
}

export async function run(): Promise<BenchResult> {
  const server = await startBenchServer();
  try {
    const home = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp');
    const product = home.products[0]!.items[0]!;
    const pages = [
      { name: 'Catalogue /#/', url: `${server.url}/#/` },
      { name: `Product /#/va01/product/${product.slug}`, url: `${server.url}/#/va01/product/${product.slug}` },
    ];
    const figures: Figure[] = [];
    const findings: string[] = [];
    const details: Record<string, RunFigures[]> = {};
    for (const page of pages) {
      const measured = await measurePage(page.name, page.url);
      figures.push(...measured.figures);
      findings.push(...measured.findings);
      details[page.name] = measured.runs;
    }
    const result: BenchResult = {
      name: `Lighthouse ${'12'} (mobile preset, simulated throttling; median of ${RUNS} runs, fresh profile each)`,
      figures,
      findings,
      details,
    };
    writeResult('lighthouse', result);
    return result;
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printResult(await run());
