import { addDays, instantAt, shopMomentOf } from '../schedule/shopTime';

/**
 * The consumer's right of withdrawal from delivered goods (TRLGDCU arts. 102–108): 14 calendar days from the
 * delivery, per line and unit, except goods that spoil (never) and sealed goods once unsealed (the customer
 * declares them unopened).
 */
export const WITHDRAWAL_DAYS = 14;

/** Why a product's units cannot (or only sealed can) be withdrawn from; null: the right applies in full. */
export type WithdrawalException = 'perishable' | 'sealed';

/** A line and units, by the order line's 0-based index. */
export type WithdrawalLineAsk = { index: number; quantity: number };

/** A delivery order as withdrawals read it. */
export interface WithdrawalOrder {
  /** When it was delivered; null while it is not (or never will be). */
  deliveredAt: Date | null;
  /** The shop's time zone: the 14 days are counted on its calendar. */
  timeZone: string;
  lines: ReadonlyArray<{ quantity: number; exception: WithdrawalException | null }>;
  /** Units already refunded by the shop (every refund, those settling withdrawals too). */
  refunds: ReadonlyArray<{ lines: readonly WithdrawalLineAsk[] }>;
  /** Withdrawals no refund has settled yet. */
  pendingWithdrawals: ReadonlyArray<{ lines: readonly WithdrawalLineAsk[] }>;
}

/**
 * The instant the right ends: the end of the 14th calendar day after the delivery day, on the shop's clock
 * (delivered on the 1st: until the 15th at 24:00).
 */
export function withdrawalDeadline(deliveredAt: Date, timeZone: string): Date {
  const delivered = shopMomentOf(deliveredAt, timeZone);
  return instantAt(addDays(delivered, WITHDRAWAL_DAYS + 1), 0, timeZone);
}

export interface WithdrawalLineState {
  /** Units the customer may still withdraw from (0 for perishable goods). */
  left: number;
  exception: WithdrawalException | null;
}

export interface WithdrawalState {
  /** The end of the right (exclusive); null while the order is not delivered. */
  until: Date | null;
  /** Whether a withdrawal may be asked now: delivered, inside the 14 days and some unit left. */
  open: boolean;
  lines: WithdrawalLineState[];
}

function unitsTaken(count: number, records: ReadonlyArray<{ lines: readonly WithdrawalLineAsk[] }>): number[] {
  const taken = Array.from({ length: count }, () => 0);
  for (const record of records) {
    for (const line of record.lines) if (line.index >= 0 && line.index < count) taken[line.index]! += line.quantity;
  }
  return taken;
}

/** What of the order may be withdrawn from at `now`, line by line. */
export function withdrawalState(order: WithdrawalOrder, now: Date): WithdrawalState {
  const refunded = unitsTaken(order.lines.length, order.refunds);
  const pending = unitsTaken(order.lines.length, order.pendingWithdrawals);
  const until = order.deliveredAt ? withdrawalDeadline(order.deliveredAt, order.timeZone) : null;
  const lines = order.lines.map((line, i) => ({
    exception: line.exception,
    left: line.exception === 'perishable' ? 0 : Math.max(0, line.quantity - refunded[i]! - pending[i]!),
  }));
  const open = until !== null && now < until && lines.some((line) => line.left > 0);
  return { until, open, lines };
}

export interface WithdrawalAsk {
  lines: readonly WithdrawalLineAsk[];
  /** The customer declares the sealed goods asked for unopened. */
  sealedUnopened?: boolean | undefined;
}

export type WithdrawalRefusal =
  | { code: 'not_delivered'; field: 'orderId' }
  | { code: 'withdrawal_period_over'; field: 'orderId'; until: Date }
  | { code: 'nothing_to_withdraw'; field: 'lines' }
  | { code: 'unknown_line'; field: string }
  | { code: 'duplicate_line'; field: string }
  | { code: 'excluded_goods'; field: string }
  | { code: 'sealed_not_confirmed'; field: 'sealedUnopened' }
  | { code: 'exceeds_withdrawable'; field: string; left: number };

/** The accepted withdrawal: the lines asked with some units, in the order's line order. */
export type WithdrawalAccepted = { lines: WithdrawalLineAsk[]; sealed: boolean };

/** Checks a customer's withdrawal against the order at `now`: what is recorded, or why it is refused. */
export function checkWithdrawal(order: WithdrawalOrder, ask: WithdrawalAsk, now: Date): WithdrawalAccepted | WithdrawalRefusal {
  const state = withdrawalState(order, now);
  if (state.until === null) return { code: 'not_delivered', field: 'orderId' };
  if (now >= state.until) return { code: 'withdrawal_period_over', field: 'orderId', until: state.until };
  const seen = new Set<number>();
  const lines: WithdrawalLineAsk[] = [];
  let sealed = false;
  for (const [position, line] of ask.lines.entries()) {
    const field = `lines[${position}]`;
    const current = state.lines[line.index];
    if (!Number.isInteger(line.index) || current === undefined) return { code: 'unknown_line', field: `${field}.index` };
    if (seen.has(line.index)) return { code: 'duplicate_line', field: `${field}.index` };
    seen.add(line.index);
    if (line.quantity <= 0) continue;
    if (current.exception === 'perishable') return { code: 'excluded_goods', field: `${field}.index` };
    if (line.quantity > current.left) return { code: 'exceeds_withdrawable', field: `${field}.quantity`, left: current.left };
    if (current.exception === 'sealed') sealed = true;
    lines.push({ index: line.index, quantity: line.quantity });
  }
  if (lines.length === 0) return { code: 'nothing_to_withdraw', field: 'lines' };
  if (sealed && ask.sealedUnopened !== true) return { code: 'sealed_not_confirmed', field: 'sealedUnopened' };
  return { lines: lines.sort((a, b) => a.index - b.index), sealed };
}

export function isWithdrawalRefusal(result: WithdrawalAccepted | WithdrawalRefusal): result is WithdrawalRefusal {
  return 'code' in result;
}

/** Whether a refund's lines cover a withdrawal's (every line asked, at least its units). */
export function refundCovers(refund: readonly WithdrawalLineAsk[], withdrawal: readonly WithdrawalLineAsk[]): boolean {
  return withdrawal.every((asked) => (refund.find((line) => line.index === asked.index)?.quantity ?? 0) >= asked.quantity);
}
