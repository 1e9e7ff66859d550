import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RESULTS_DIR = path.resolve('bench/results');

/** One measured figure, with the target it is compared to (reported, never asserted). */
export interface Figure {
  label: string;
  value: number;
  unit: string;
  /** The figure meets its target when value <= max (or >= min). */
  target?: { max?: number; min?: number };
  note?: string;
}

export interface BenchResult {
  name: string;
  figures: Figure[];
  /** Lines explaining a missed target (profile findings); printed after the figures. */
  findings: string[];
  details: unknown;
}

export function meetsTarget(figure: Figure): boolean | undefined {
  if (!figure.target) return undefined;
  const { max, min } = figure.target;
  return (max === undefined || figure.value <= max) && (min === undefined || figure.value >= min);
}

function targetText(figure: Figure): string {
  const { max, min } = figure.target ?? {};
  if (max !== undefined) return `≤ ${max} ${figure.unit}`.trimEnd();
  if (min !== undefined) return `≥ ${min} ${figure.unit}`.trimEnd();
  return '';
}

function formatValue(figure: Figure): string {
  const digits = Math.abs(figure.value) >= 100 || Number.isInteger(figure.value) ? 0 : Math.abs(figure.value) >= 1 ? 1 : 3;
  return `${figure.value.toFixed(digits)} ${figure.unit}`.trimEnd();
}

export function formatFigure(figure: Figure): string {
  const verdict = meetsTarget(figure);
  const mark = verdict === undefined ? ' ' : verdict ? '✓' : '✗';
  const target = figure.target ? `  (target ${targetText(figure)})` : '';
  const note = figure.note ? `  — ${figure.note}` : '';
  return `${mark} ${figure.label.padEnd(58)} ${formatValue(figure).padStart(12)}${target}${note}`;
}

export function printResult(result: BenchResult): void {
  console.log(`\n== ${result.name}`);
  for (const figure of result.figures) console.log(formatFigure(figure));
  if (result.findings.length) {
    console.log('  Findings:');
    for (const line of result.findings) console.log(`    ${line}`);
  }
}

export function resultsPath(file: string): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  return path.join(RESULTS_DIR, file);
}

/** Writes bench/results/<name>.json (gitignored) and returns its path. */
export function writeResult(file: string, result: BenchResult): string {
  const target = resultsPath(`${file}.json`);
  writeFileSync(target, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`);
  return target;
}
