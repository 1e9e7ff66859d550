import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { ScenarioResult } from './api-load';
import { formatFigure, printResult, writeResult, type BenchResult } from './lib/report';

// `npm run bench [-- --only=lighthouse,offline,longtasks,workers,api,photos,catalogue-edit,vat-book,screens]`: each benchmark in turn (one at
// a time: they share the CPU), then a summary. Figures go to bench/results/*.json.
type BenchModule = { run: () => Promise<unknown>; formatTable?: (results: unknown) => string };
/** `server: true`: measures server code alone, without the built app. */
type Bench = { name: string; load: () => Promise<BenchModule>; server?: true };

const BENCHES: Bench[] = [
  { name: 'lighthouse', load: () => import('./lighthouse') },
  { name: 'offline', load: () => import('./offline-start') },
  { name: 'longtasks', load: () => import('./long-tasks') },
  { name: 'workers', load: () => import('./workers') },
  { name: 'api', load: loadApiLoad },
  { name: 'live-streams', load: () => import('./live-streams') },
  { name: 'live-latency', load: () => import('./live-latency') },
  { name: 'board-open', load: () => import('./board-open') },
  { name: 'screens', load: () => import('./screens') },
  { name: 'photos', load: () => import('./photos'), server: true },
  { name: 'catalogue-edit', load: () => import('./catalogue-edit'), server: true },
  { name: 'vat-book', load: () => import('./vat-book'), server: true },
  { name: 'sales-report', load: () => import('./sales-report'), server: true },
];

/** The API load benchmark prints a table of its own (engines × scenarios) rather than figures. */
async function loadApiLoad(): Promise<BenchModule> {
  const apiLoad = await import('./api-load');
  return { run: () => apiLoad.run(), formatTable: (results) => apiLoad.formatTable(results as ScenarioResult[]) };
}

function isBenchResult(value: unknown): value is BenchResult {
  return typeof value === 'object' && value !== null && Array.isArray((value as BenchResult).figures);
}

function chosen(): Bench[] {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!only) return BENCHES;
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !BENCHES.some((bench) => bench.name === name));
  if (unknown.length) throw new Error(`Unknown benchmark(s) ${unknown.join(', ')}; choose from ${BENCHES.map((bench) => bench.name).join(', ')}`);
  return BENCHES.filter((bench) => names.includes(bench.name));
}

function buildIfMissing(): void {
  if (existsSync(path.resolve('dist/index.html'))) return;
  console.log('dist/ is missing: building the app (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

const benches = chosen();
if (benches.some((bench) => !bench.server)) buildIfMissing();
const machine = `${cpus().length} CPUs, load average ${loadavg()
  .map((value) => value.toFixed(1))
  .join(' ')} at start`;
console.log(`Benchmarks: ${benches.map((bench) => bench.name).join(', ')} (${machine})`);
const results: BenchResult[] = [];
/** Tables of benchmarks with their own report shape (api-load prints and formats its own). */
const otherTables: string[] = [];
const skipped: string[] = [];
for (const bench of benches) {
  const started = Date.now();
  console.log(`\n▶ ${bench.name}`);
  try {
    const module = await bench.load();
    const result = await module.run();
    if (isBenchResult(result)) {
      results.push(result);
      printResult(result);
    } else if (module.formatTable && typeof result === 'object' && result !== null && 'results' in result) {
      otherTables.push(`${bench.name}:\n${module.formatTable((result as { results: unknown }).results)}`);
    }
    console.log(`  (${bench.name} took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (error) {
    skipped.push(`${bench.name}: failed — ${error instanceof Error ? error.message : String(error)}`);
    console.error(`  ${skipped.at(-1)}`);
  }
}

console.log(`\n===== Summary (${machine}; ✓/✗ = target met/missed, not asserted) =====`);
for (const result of results) {
  console.log(`\n${result.name}`);
  for (const figure of result.figures) console.log(formatFigure(figure));
}
for (const table of otherTables) console.log(`\n${table}`);
for (const line of skipped) console.log(`\n! ${line}`);
writeResult('summary', { name: 'summary', figures: results.flatMap((result) => result.figures), findings: skipped, details: { machine } });
console.log(`\nJSON: ${path.relative(process.cwd(), path.resolve('bench/results'))}/*.json`);
// Chromium children and PGlite can keep handles open: the run is over.
process.exit(skipped.some((line) => line.includes('failed')) ? 1 : 0);
