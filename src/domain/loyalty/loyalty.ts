import { roundTo } from '../pricing/money';

/** Customer levels: 1 Gold, 2 Silver, 3 Bronze (the default). */
export const CUSTOMER_LEVEL = { gold: 1, silver: 2, bronze: 3 } as const;
export type CustomerLevel = (typeof CUSTOMER_LEVEL)[keyof typeof CUSTOMER_LEVEL];
/** Level thresholds over the last 12 months' earned ritmitos. */
export const GOLD_FROM_RITMITOS = 5000;
export const SILVER_FROM_RITMITOS = 2000;
/** 5 ritmitos per euro paid in money. */
export const RITMITOS_PER_EURO = 5;
/** Loyalty credit life. */
export const CREDIT_LIFE_MONTHS = 6;
/** Notice window before credits expire. */
export const EXPIRY_NOTICE_DAYS = 15;
/** Referral reward to the inviter. */
export const REFERRAL_REWARD_RITMITOS = 150;
/** The money a friend's order must pay to earn the inviter the reward (REFERRAL_MIN_ORDER_EUROS). */
export const REFERRAL_MIN_ORDER_CENTS = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

export type LoyaltyKind = 'earned' | 'spent' | 'referral' | 'expired' | 'reserved' | 'released';
/** Kinds that add ritmitos which later expire. */
export const CREDIT_KINDS: readonly LoyaltyKind[] = ['earned', 'referral'];

/**
 * One ledger line. Credits (earned, referral) are positive and carry expiresAt; spent and reserved are
 * negative; released (a reservation given back) is positive. Expiry is derived from the credits' dates;
 * the one stored 'expired' line is a deleted account's forfeit of its whole balance, taken like a spending.
 */
export interface LedgerMovement {
  id: number;
  kind: LoyaltyKind;
  amount: number;
  createdAt: Date;
  expiresAt: Date | null;
}

export interface LoyaltyBalance {
  /** Unexpired credits not yet spent (the screen shows available − inOrders). */
  available: number;
  /** Held by orders not yet paid: reservations minus releases. */
  inOrders: number;
  /** Part of `available` that expires within the notice window. */
  toExpire: number;
  /** Earliest expiry among those credits, or null. */
  toExpireBy: Date | null;
  /** Unspent parts of credits that have expired, each at its expiry date (for the history). */
  expiredCredits: { creditId: number; amount: number; expiredAt: Date }[];
}

/** Level: Gold from 5,000 earned in the last 12 months, Silver from 2,000, else Bronze. */
export function customerLevel(earnedLast12Months: number): CustomerLevel {
  if (earnedLast12Months >= GOLD_FROM_RITMITOS) return CUSTOMER_LEVEL.gold;
  if (earnedLast12Months >= SILVER_FROM_RITMITOS) return CUSTOMER_LEVEL.silver;
  return CUSTOMER_LEVEL.bronze;
}

/** Ritmitos earned for a money payment, 5 per euro, whole ritmitos only. */
export function ritmitosForPayment(euros: number): number {
  if (!Number.isFinite(euros) || euros <= 0) return 0;
  // Rounding first removes float noise (0.6 × 5 = 3.0000000000000004, 1.15 × 5 = 5.749999…).
  return Math.floor(roundTo(euros * RITMITOS_PER_EURO, 6));
}

/**
 * Referral: a friend's paid order earns the inviter the reward only when the money it paid
 * (not ritmitos) reaches the minimum, so a token order cannot turn a self-invitation into ritmitos worth
 * more than it cost. The invitation stays open until such an order is paid.
 */
export function earnsReferralReward(moneyPaidCents: number, minimumCents: number): boolean {
  return Number.isInteger(moneyPaidCents) && moneyPaidCents > 0 && moneyPaidCents >= minimumCents;
}

/** Adds calendar months in UTC, keeping the day or the month's last day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** A credit expires 6 months after it is earned. */
export function creditExpiry(earnedAt: Date): Date {
  return addMonths(earnedAt, CREDIT_LIFE_MONTHS);
}

/** The start of the 12-month window the level is computed over. */
export function levelWindowStart(now: Date): Date {
  return addMonths(now, -12);
}

/** Ritmitos earned by purchases within the 12 months before `now` (referral rewards do not count). */
export function earnedInLast12Months(movements: readonly LedgerMovement[], now: Date): number {
  const from = levelWindowStart(now).getTime();
  return movements
    .filter((m) => m.kind === 'earned' && m.createdAt.getTime() > from && m.createdAt.getTime() <= now.getTime())
    .reduce((sum, m) => sum + m.amount, 0);
}

interface OpenCredit {
  id: number;
  remaining: number;
  expiresAt: Date;
}

const byTime = (a: LedgerMovement, b: LedgerMovement) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
const isCredit = (m: LedgerMovement) => CREDIT_KINDS.includes(m.kind) && m.amount > 0;

/**
 * Balance: each spending consumes the oldest credits still valid at its time; what is left of
 * a credit at its expiry is lost; to-expire counts what remains of credits expiring within 15 days.
 */
export function balanceFromMovements(movements: readonly LedgerMovement[], now: Date): LoyaltyBalance {
  const open: OpenCredit[] = [];
  // Spending beyond the valid credits (should not happen) is taken from the next credits earned.
  let overdraft = 0;
  let inOrders = 0;
  for (const movement of [...movements].filter((m) => m.createdAt.getTime() <= now.getTime()).sort(byTime)) {
    if (isCredit(movement)) {
      const taken = Math.min(overdraft, movement.amount);
      overdraft -= taken;
      open.push({ id: movement.id, remaining: movement.amount - taken, expiresAt: movement.expiresAt ?? creditExpiry(movement.createdAt) });
    } else if (movement.kind === 'spent' || movement.kind === 'expired') {
      overdraft += spendOldestFirst(open, Math.abs(movement.amount), movement.createdAt);
    } else if (movement.kind === 'reserved' || movement.kind === 'released') {
      inOrders -= movement.amount;
    }
  }
  return summarize(open, now, Math.max(0, inOrders), overdraft);
}

/** Takes `amount` from the oldest credits valid at `at`; returns what could not be covered. */
function spendOldestFirst(open: OpenCredit[], amount: number, at: Date): number {
  let left = amount;
  for (const credit of open) {
    if (left === 0) break;
    if (credit.remaining === 0 || credit.expiresAt.getTime() <= at.getTime()) continue;
    const taken = Math.min(credit.remaining, left);
    credit.remaining -= taken;
    left -= taken;
  }
  return left;
}

function summarize(open: OpenCredit[], now: Date, inOrders: number, overdraft: number): LoyaltyBalance {
  const noticeEnd = now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS;
  const balance: LoyaltyBalance = { available: overdraft > 0 ? -overdraft : 0, inOrders, toExpire: 0, toExpireBy: null, expiredCredits: [] };
  for (const credit of open) {
    if (credit.remaining === 0) continue;
    const expiresAt = credit.expiresAt.getTime();
    if (expiresAt <= now.getTime()) {
      balance.expiredCredits.push({ creditId: credit.id, amount: credit.remaining, expiredAt: credit.expiresAt });
      continue;
    }
    balance.available += credit.remaining;
    if (expiresAt <= noticeEnd) {
      balance.toExpire += credit.remaining;
      if (!balance.toExpireBy || expiresAt < balance.toExpireBy.getTime()) balance.toExpireBy = credit.expiresAt;
    }
  }
  return balance;
}

/** A ledger line as the history needs it: the balance's fields plus the order it belongs to. */
export interface HistoryLine extends LedgerMovement {
  orderRef: string | null;
}

/** The ledger kinds that move an order's ritmitos while it is paid for: internal steps of one spend. */
const ORDER_SPEND_KINDS: ReadonlySet<LoyaltyKind> = new Set(['reserved', 'released', 'spent']);

const sum = (lines: readonly HistoryLine[]) => lines.reduce((total, line) => total + line.amount, 0);

/**
 * The history in the customer's terms: an order's reserve, return and spend lines fold into one movement,
 * 'spent' with what the order took, or, while it is still unpaid, 'reserved' with what it holds. A
 * reservation given back (order cancelled) nets to nothing and is not shown. The folded movement keeps the
 * id and date of its latest line. Credits, expiry and lines of no order stay as they are. Oldest first.
 */
export function customerHistory<T extends HistoryLine>(lines: readonly T[]): T[] {
  const movements: T[] = [];
  const byOrder = new Map<string, T[]>();
  for (const line of lines) {
    if (line.orderRef === null || !ORDER_SPEND_KINDS.has(line.kind)) movements.push(line);
    else byOrder.set(line.orderRef, [...(byOrder.get(line.orderRef) ?? []), line]);
  }
  for (const orderLines of byOrder.values()) movements.push(...foldOrderSpend(orderLines));
  return movements.sort(byTime);
}

function foldOrderSpend<T extends HistoryLine>(orderLines: readonly T[]): T[] {
  const ordered = [...orderLines].sort(byTime);
  const spent = ordered.filter((line) => line.kind === 'spent');
  const holds = ordered.filter((line) => line.kind !== 'spent');
  const folded: T[] = [];
  const spentTotal = sum(spent);
  if (spentTotal !== 0) folded.push({ ...spent[spent.length - 1]!, amount: spentTotal });
  const held = sum(holds);
  const lastReserve = holds.filter((line) => line.kind === 'reserved').pop();
  if (held < 0 && lastReserve) folded.push({ ...lastReserve, amount: held });
  return folded;
}
