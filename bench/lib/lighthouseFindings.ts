import { meetsTarget, type Figure } from './report';

type Row = Record<string, unknown>;
interface Details {
  type?: string;
  items?: Array<Row & { items?: Row[]; headings?: unknown }>;
}
export interface Lhr {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; displayValue?: string; details?: Details }>;
}

const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
const kib = (value: unknown) => `${(Number(value) / 1024).toFixed(1)} KiB`;
const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

function rows(lhr: Lhr, id: string): Row[] {
  return lhr.audits[id]?.details?.items ?? [];
}

/** The LCP element and its phases (Lighthouse 12 puts both tables in one 'list' detail). */
function lcpLines(lhr: Lhr): string[] {
  const tables = rows(lhr, 'largest-contentful-paint-element') as Array<{ items?: Row[] }>;
  const node = tables[0]?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  const phases = (tables[1]?.items ?? []).map((phase) => `${String(phase.phase)} ${ms(phase.timing)}`);
  return [`LCP element: ${node?.snippet ?? '?'} (${node?.selector ?? ''})`, `LCP phases: ${phases.join(', ')}`];
}

function tbtLines(lhr: Lhr): string[] {
  const tasks = rows(lhr, 'long-tasks')
    .slice(0, 5)
    .map((task) => `${short(task.url)} ${ms(task.duration)} at ${ms(task.startTime)}`);
  const scripts = rows(lhr, 'bootup-time')
    .slice(0, 5)
    .map((item) => `${short(item.url)} total ${ms(item.total)} (script ${ms(item.scripting)}, parse/compile ${ms(item.scriptParseCompile)})`);
  const breakdown = rows(lhr, 'mainthread-work-breakdown')
    .slice(0, 5)
    .map((item) => `${String(item.groupLabel ?? item.group)} ${ms(item.duration)}`);
  return [
    `Long tasks (simulated, 4x CPU): ${tasks.join('; ') || 'none listed'}`,
    `Script boot-up (observed x4): ${scripts.join('; ')}`,
    `Main-thread work: ${breakdown.join(', ')}`,
  ];
}

function clsLines(lhr: Lhr): string[] {
  const shifts = rows(lhr, 'layout-shifts')
    .slice(0, 5)
    .map((shift) => {
      const node = shift.node as { snippet?: string } | undefined;
      return `${node?.snippet ?? '?'} score ${Number(shift.score).toFixed(4)}`;
    });
  return [`Layout shifts: ${shifts.join('; ') || 'none listed'}`];
}

function weightLines(lhr: Lhr): string[] {
  const heavy = rows(lhr, 'total-byte-weight')
    .slice(0, 6)
    .map((item) => `${short(item.url)} ${kib(item.totalBytes)}`);
  const blocking = rows(lhr, 'render-blocking-resources').map((item) => `${short(item.url)} (−${ms(item.wastedMs)})`);
  return [`Heaviest transfers: ${heavy.join('; ')}`, `Render-blocking: ${blocking.join('; ') || 'none'}`];
}

/** Which metrics lose points in the performance score (weight × (1 − metric score)). */
function scoreLines(lhr: Lhr): string[] {
  const lost = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, lost: ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 0)), shown: lhr.audits[ref.id]?.displayValue }))
    .filter((item) => item.lost > 0.05)
    .map((item) => `${item.id} ${item.shown} −${item.lost.toFixed(1)} pts`);
  return [`Points lost: ${lost.join(', ') || 'none'}`];
}

/** Evidence for each missed target, from the median run's report (Lighthouse's own diagnostics). */
export function lighthouseFindings(page: string, lhr: Lhr, figures: Figure[]): string[] {
  const missed = (word: string) => figures.some((figure) => figure.label.includes(word) && meetsTarget(figure) === false);
  const lines: string[] = [];
  if (missed('score')) lines.push(...scoreLines(lhr));
  if (missed('LCP')) lines.push(...lcpLines(lhr), ...weightLines(lhr));
  if (missed('TBT')) lines.push(...tbtLines(lhr));
  if (missed('CLS')) lines.push(...clsLines(lhr));
  return lines.map((line) => `[${page}] ${line}`);
}
