import type { RunFigures } from './lighthouseRuns';

type Compared = 'score' | 'lcp' | 'fcp' | 'tbt' | 'cls';

/** One page's medians as the result JSON keeps them (a README table is written from these rows). */
export interface TableRow {
  page: string;
  /** Path and hash of the page (the ports change from run to run). */
  path: string;
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  /** Our pages only: each figure ÷ the plain-HTML limit's (null where the limit is 0). */
  toLimit?: Record<Compared, number | null>;
}

export function toLimit(value: number, limit: number): number | null {
  return limit === 0 ? null : Math.round((value / limit) * 100) / 100;
}

export function ratioText(ratio: number | null): string {
  return ratio === null ? 'limit 0' : `${ratio.toFixed(2)}× limit`;
}

export function tableRow(page: { name: string; url: string }, figures: RunFigures, limit?: RunFigures): TableRow {
  const row: TableRow = {
    page: page.name,
    path: page.url.replace(/^https?:\/\/[^/]+/, ''),
    score: figures.score,
    lcpMs: Math.round(figures.lcp),
    fcpMs: Math.round(figures.fcp),
    tbtMs: Math.round(figures.tbt),
    cls: Math.round(figures.cls * 1000) / 1000,
    transferKiB: Math.round(figures.bytes / 1024),
  };
  if (!limit) return row;
  const keys: Compared[] = ['score', 'lcp', 'fcp', 'tbt', 'cls'];
  return { ...row, toLimit: Object.fromEntries(keys.map((key) => [key, toLimit(figures[key], limit[key])])) as TableRow['toLimit'] };
}

function cells(row: TableRow): string[] {
  const ratio = (key: Compared) => (row.toLimit ? ` (${row.toLimit[key] === null ? 'limit 0' : `${row.toLimit[key]!.toFixed(2)}×`})` : '');
  return [
    row.page,
    `${row.score}${ratio('score')}`,
    `${(row.lcpMs / 1000).toFixed(2)} s${ratio('lcp')}`,
    `${(row.fcpMs / 1000).toFixed(2)} s${ratio('fcp')}`,
    `${row.tbtMs} ms${ratio('tbt')}`,
    `${row.cls.toFixed(3)}${ratio('cls')}`,
    `${row.transferKiB} KiB`,
  ];
}

/** Side-by-side medians; our pages' cells carry their ratio to the plain-HTML limit, e.g. "1.52 s (1.12×)". */
export function formatTable(rows: TableRow[]): string {
  const lines = [['page', 'score', 'LCP', 'FCP', 'TBT', 'CLS', 'transfer'], ...rows.map(cells)];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  return lines
    .map(
      (line) =>
        `  ${line
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join(' | ')
          .trimEnd()}`,
    )
    .join('\n');
}
