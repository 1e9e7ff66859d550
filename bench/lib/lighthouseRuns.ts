import { renameSync, rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium';
import type { Lhr } from './lighthouseFindings';
import { resultsPath } from './report';
import { median, medianIndex } from './stats';

export interface RunFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  bytes: number;
}

export interface BenchPage {
  name: string;
  url: string;
  /** Name part of bench/results/lighthouse-<file>.report.json and .trace.json. */
  file: string;
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

/** The Lighthouse runs of one page; each run's trace waits on disk (they are large) until the median run is known. */
export class PageRuns {
  readonly runs: RunFigures[] = [];
  private readonly reports: Lhr[] = [];
  private readonly traceFiles: string[] = [];

  constructor(readonly page: BenchPage) {}

  async measure(): Promise<RunFigures> {
    const { lhr, trace } = await runOnce(this.page.url);
    const traceFile = resultsPath(`lighthouse-${this.page.file}.run${this.runs.length + 1}.trace.json`);
    writeFileSync(traceFile, JSON.stringify(trace));
    this.reports.push(lhr);
    this.traceFiles.push(traceFile);
    this.runs.push(figuresOf(lhr));
    return this.runs.at(-1)!;
  }

  medians(): RunFigures {
    const of = (key: keyof RunFigures) => median(this.runs.map((run) => run[key]));
    return { score: of('score'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), fcp: of('fcp'), bytes: of('bytes') };
  }

  /** Keeps the run with the median score (then LCP) whole, report + trace, for DevTools; returns its report. */
  keepTypical(): Lhr {
    const typical = medianIndex(this.runs.map((run) => run.score * 1e6 - run.lcp));
    writeFileSync(resultsPath(`lighthouse-${this.page.file}.report.json`), JSON.stringify(this.reports[typical]));
    for (const [index, file] of this.traceFiles.entries()) {
      if (index === typical) renameSync(file, resultsPath(`lighthouse-${this.page.file}.trace.json`));
      else rmSync(file);
    }
    return this.reports[typical]!;
  }
}
