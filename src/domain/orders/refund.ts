import { vatPercentOf } from '../pricing/vat';

/** One line of a paid order as refunds see it: its money (gross euros, 0 when ritmitos paid it), units, VAT type, ritmitos spent. */
export interface RefundableLine {
  price: number;
  quantity: number;
  vatTypeId: number;
  ritmitosUsed: number;
}

/** A paid order's figures as charged: its lines, transport, VAT per rate (as invoiced) and the ritmitos it earned. */
export interface RefundableOrder {
  lines: readonly RefundableLine[];
  /** Delivery orders' transport, when it was charged. */
  transport: { price: number; vatTypeId: number } | null;
  rates: ReadonlyArray<{ percent: number; base: number; vat: number }>;
  ritmitosLoyalty: number;
}

/** A line of a refund: the order line's index (0-based, in order) and its units going back. */
export type RefundLineAsk = { index: number; quantity: number };

/** A refund already made: the lines it took and its gross total (euros). */
export interface PastRefund {
  lines: readonly RefundLineAsk[];
  total: number;
}

/** What a refund gives back: everything signed positive, euros with 2 decimals. */
export interface RefundFigures {
  lines: RefundLineAsk[];
  /** Whether the transport goes back with it (a whole refund of a delivery order only). */
  transport: boolean;
  total: number;
  vatTotal: number;
  rates: Array<{ percent: number; base: number; vat: number }>;
  moneyCents: number;
  ritmitosReturned: number;
  ritmitosTaken: number;
}

export type RefundRefusal =
  | { code: 'nothing_left'; field: 'lines' }
  | { code: 'empty_refund'; field: 'lines' }
  | { code: 'unknown_line'; field: string }
  | { code: 'exceeds_left'; field: string; left: number };

const cents = (euros: number) => Math.round(euros * 100);
const euros = (amount: number) => Math.round(amount) / 100 + 0;

/** A part of a whole: rounded, and exactly the whole when the part is all of it, so the last refund takes the remainder. */
function share(whole: number, part: number, of: number): number {
  if (of <= 0) return 0;
  if (part >= of) return whole;
  return Math.round((whole * part) / of);
}

/** What is refunded once `taken[i]` units of each line and (or not) the transport went back: every figure cumulative. */
function cumulative(order: RefundableOrder, taken: readonly number[], transport: boolean) {
  const lineCents = order.lines.map((line, i) => share(cents(line.price), taken[i] ?? 0, line.quantity));
  const grossByPercent = new Map<number, number>();
  order.lines.forEach((line, i) => {
    const percent = vatPercentOf(line.vatTypeId);
    grossByPercent.set(percent, (grossByPercent.get(percent) ?? 0) + lineCents[i]!);
  });
  const transportCents = order.transport ? cents(order.transport.price) : 0;
  if (order.transport && transport) {
    const percent = vatPercentOf(order.transport.vatTypeId);
    grossByPercent.set(percent, (grossByPercent.get(percent) ?? 0) + transportCents);
  }
  const orderGrossOf = (percent: number) => {
    const rate = order.rates.find((r) => r.percent === percent);
    return rate ? { gross: cents(rate.base) + cents(rate.vat), vat: cents(rate.vat) } : { gross: 0, vat: 0 };
  };
  const vatByPercent = new Map<number, number>();
  for (const [percent, gross] of grossByPercent) {
    const rate = orderGrossOf(percent);
    vatByPercent.set(percent, share(rate.vat, gross, rate.gross));
  }
  const money = lineCents.reduce((a, b) => a + b, 0) + (transport ? transportCents : 0);
  const orderMoney = order.lines.reduce((sum, line) => sum + cents(line.price), 0) + transportCents;
  const ritmitosReturned = order.lines.reduce((sum, line, i) => sum + share(line.ritmitosUsed, taken[i] ?? 0, line.quantity), 0);
  const ritmitosTaken = share(order.ritmitosLoyalty, money, orderMoney);
  return { money, lineCents, grossByPercent, vatByPercent, ritmitosReturned, ritmitosTaken };
}

/** Units of each line refunded so far, and whether the transport was. */
export function refundedSoFar(order: RefundableOrder, past: readonly PastRefund[]): { taken: number[]; transport: boolean } {
  const taken = order.lines.map(() => 0);
  for (const refund of past) for (const line of refund.lines) if (taken[line.index] !== undefined) taken[line.index]! += line.quantity;
  const pastCents = past.reduce((sum, refund) => sum + cents(refund.total), 0);
  const linesCents = cumulative(order, taken, false).money;
  const transport = order.transport !== null && cents(order.transport.price) > 0 && pastCents - linesCents >= cents(order.transport.price);
  return { taken, transport };
}

/**
 * The figures of a refund of a paid order: the lines asked (or "all": whatever is left, with the
 * transport), given the refunds already made. Every figure is the difference between what is refunded
 * after it and before it, each a share of the order's own figure rounded to the cent (or to the ritmito)
 * and exactly the whole once all of it went back: refunds of every line one by one add up exactly to
 * the order's money, VAT per rate and ritmitos. Never more than is left of a line; the transport only
 * with a whole refund.
 */
export function refundFigures(order: RefundableOrder, past: readonly PastRefund[], ask: 'all' | readonly RefundLineAsk[]): RefundFigures | RefundRefusal {
  const before = refundedSoFar(order, past);
  const after = [...before.taken];
  let transport = before.transport;
  const lines: RefundLineAsk[] = [];
  if (ask === 'all') {
    order.lines.forEach((line, index) => {
      const left = line.quantity - before.taken[index]!;
      if (left > 0) lines.push({ index, quantity: left });
      after[index] = line.quantity;
    });
    transport = order.transport !== null && cents(order.transport.price) > 0;
    if (lines.length === 0 && transport === before.transport) return { code: 'nothing_left', field: 'lines' };
  } else {
    if (ask.length === 0) return { code: 'empty_refund', field: 'lines' };
    for (const [k, line] of ask.entries()) {
      const ordered = order.lines[line.index];
      if (!ordered || !Number.isInteger(line.index)) return { code: 'unknown_line', field: `lines[${k}].index` };
      const left = ordered.quantity - after[line.index]!;
      if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > left) return { code: 'exceeds_left', field: `lines[${k}].quantity`, left };
      after[line.index]! += line.quantity;
      lines.push({ index: line.index, quantity: line.quantity });
    }
  }
  const was = cumulative(order, before.taken, before.transport);
  const now = cumulative(order, after, transport);
  const percents = [...new Set([...now.grossByPercent.keys()])].sort((a, b) => a - b);
  const touched = new Set(lines.map((line) => vatPercentOf(order.lines[line.index]!.vatTypeId)));
  if (transport !== before.transport && order.transport) touched.add(vatPercentOf(order.transport.vatTypeId));
  const rates = percents
    .map((percent) => {
      const gross = (now.grossByPercent.get(percent) ?? 0) - (was.grossByPercent.get(percent) ?? 0);
      const vat = (now.vatByPercent.get(percent) ?? 0) - (was.vatByPercent.get(percent) ?? 0);
      return { percent, base: euros(gross - vat), vat: euros(vat), gross };
    })
    .filter((rate) => rate.gross !== 0 || rate.vat !== 0 || touched.has(rate.percent))
    .map(({ percent, base, vat }) => ({ percent, base, vat }));
  const moneyCents = now.money - was.money;
  const vatCents = rates.reduce((sum, rate) => sum + cents(rate.vat), 0);
  return {
    lines,
    transport: transport !== before.transport,
    total: euros(moneyCents),
    vatTotal: euros(vatCents),
    rates,
    moneyCents,
    ritmitosReturned: now.ritmitosReturned - was.ritmitosReturned,
    ritmitosTaken: now.ritmitosTaken - was.ritmitosTaken,
  };
}

/** Whether a result of refundFigures is a refusal. */
export function isRefundRefusal(result: RefundFigures | RefundRefusal): result is RefundRefusal {
  return 'code' in result;
}

/** What is left to refund of each line (units). */
export function unitsLeft(order: RefundableOrder, past: readonly PastRefund[]): number[] {
  const { taken } = refundedSoFar(order, past);
  return order.lines.map((line, i) => line.quantity - taken[i]!);
}
