import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Language, Loyalty, LoyaltySummary } from '../../../src/api/contract';
import {
  balanceFromMovements,
  creditExpiry,
  customerHistory,
  customerLevel,
  earnedInLast12Months,
  type HistoryLine,
  type LoyaltyKind,
} from '../../../src/domain/loyalty/loyalty';
import type { Executor } from '../../platform/db/transaction';
import { loyaltyMovements } from '../../platform/db/schema';

type MovementRow = typeof loyaltyMovements.$inferSelect;

const EXPIRED_DESCRIPTION: Record<Language, string> = { es: 'Ritmitos caducados', en: 'Expired ritmitos', ca: 'Ritmitos caducats' };
const ORDER_DESCRIPTION: Record<Language, string> = { es: 'Pedido', en: 'Order', ca: 'Comanda' };

/** The customer's ledger up to `now` (the whole ledger without it), oldest first. */
async function loadLedger(db: Executor, customerId: number, now?: Date): Promise<MovementRow[]> {
  const ofCustomer = eq(loyaltyMovements.customerId, customerId);
  return db
    .select()
    .from(loyaltyMovements)
    .where(now ? and(ofCustomer, lte(loyaltyMovements.createdAt, now)) : ofCustomer)
    .orderBy(asc(loyaltyMovements.createdAt), asc(loyaltyMovements.id));
}

/**
 * The moment a spending decision is judged at: `now`, or the ledger's latest line when that is later. A
 * line dated after `now` is one committed meanwhile (by a request whose clock was read after this one's,
 * or by another process): leaving it out would let two orders spend the same ritmitos.
 */
function spendingTime(rows: readonly Pick<MovementRow, 'createdAt'>[], now: Date): Date {
  const latest = rows.reduce((time, row) => Math.max(time, row.createdAt.getTime()), now.getTime());
  return new Date(latest);
}

const asLedger = (row: MovementRow): HistoryLine & { description: string } => ({
  id: row.id,
  kind: row.kind,
  amount: row.amount,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  orderRef: row.orderRef,
  description: row.description,
});

function computeSummary(rows: MovementRow[], now: Date) {
  const ledger = rows.map(asLedger);
  const balance = balanceFromMovements(ledger, now);
  const summary: LoyaltySummary = {
    customerLevel: customerLevel(earnedInLast12Months(ledger, now)),
    ritmitosAvailable: balance.available,
    ritmitosInOrders: balance.inOrders,
    ritmitosToExpire: balance.toExpire,
  };
  return { summary, balance };
}

/**
 * The customer's whole ledger, oldest first, as one JSON value: a column of a larger statement (order
 * creation reads it under the customer's lock together with its other readings). Read back with
 * summaryOfLedgerJson.
 */
export function ledgerJson(customerId: number): SQL {
  return sql`coalesce((select json_agg(json_build_object('id', id, 'kind', kind, 'amount', amount, 'description', description, 'orderRef', order_ref, 'expiresAt', expires_at, 'createdAt', created_at) order by created_at, id)
    from loyalty_movements where customer_id = ${customerId}), '[]'::json)`;
}

interface LedgerJsonRow {
  id: number;
  kind: MovementRow['kind'];
  amount: number;
  description: string;
  orderRef: string | null;
  expiresAt: string | null;
  createdAt: string;
}

/** The summary of a whole ledger read by ledgerJson (a JSON array, or its text), to spend from (see spendingTime). */
export function summaryOfLedgerJson(value: unknown, customerId: number, now: Date): LoyaltySummary {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as LedgerJsonRow[];
  const movements = rows.map((row): MovementRow => ({
    ...row,
    customerId,
    expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt),
    createdAt: new Date(row.createdAt),
  }));
  return computeSummary(movements, spendingTime(movements, now)).summary;
}

/** The summary an order spends from: the whole ledger, read under the customer's lock (see spendingTime). */
export async function spendingSummary(db: Executor, customerId: number, now: Date): Promise<LoyaltySummary> {
  const rows = await loadLedger(db, customerId);
  return computeSummary(rows, spendingTime(rows, now)).summary;
}

/** Loyalty part of the session and the account: level, available, in orders, to expire in 15 days. */
export async function loyaltySummary(db: Executor, customerId: number, now = new Date()): Promise<LoyaltySummary> {
  return computeSummary(await loadLedger(db, customerId, now), now).summary;
}

/**
 * GET /customer/loyalty: the summary plus the history, newest first, one movement per order's spend
 * (the ledger's reserve and return lines fold into it). Expiry is derived from the credits' dates, so the
 * lost remainder of each expired credit shows as an 'expired' line (id = −credit id).
 */
export async function loyaltyAnswer(db: Executor, customerId: number, language: Language, now = new Date()): Promise<Loyalty> {
  const rows = await loadLedger(db, customerId, now);
  const { summary, balance } = computeSummary(rows, now);
  const stored = customerHistory(rows.map(asLedger)).map((line) => ({
    id: line.id,
    date: line.createdAt,
    kind: line.kind,
    amount: line.amount,
    description: line.orderRef === null ? line.description : `${ORDER_DESCRIPTION[language]} ${line.orderRef}`,
    expiresAt: line.expiresAt,
  }));
  const expired = balance.expiredCredits.map((credit) => ({
    id: -credit.creditId,
    date: credit.expiredAt,
    kind: 'expired' as const,
    amount: -credit.amount,
    description: EXPIRED_DESCRIPTION[language],
    expiresAt: null,
  }));
  const history = [...stored, ...expired]
    .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id)
    .map((line) => ({ ...line, date: line.date.toISOString(), expiresAt: line.expiresAt?.toISOString() ?? null }));
  return { history, ...summary, toExpireBy: balance.toExpireBy?.toISOString() ?? null };
}

/**
 * Adds a credit that expires 6 months after `now` (purchases: kind 'earned'; friend rewards: 'referral').
 * Call it inside the transaction that records the payment. Expiry is derived: only a deleted account's forfeit (forfeitRitmitos) writes an 'expired' line.
 */
export async function creditRitmitos(
  tx: Executor,
  customerId: number,
  amount: number,
  description: string,
  orderRef: string | null,
  now = new Date(),
  kind: Extract<LoyaltyKind, 'earned' | 'referral'> = 'earned',
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`A credit must be a positive whole number of ritmitos, not ${amount}`);
  const [row] = await tx
    .insert(loyaltyMovements)
    .values({ customerId, kind, amount, description, orderRef, expiresAt: creditExpiry(now), createdAt: now })
    .returning({ id: loyaltyMovements.id });
  if (!row) throw new Error('The credit was not stored');
  return row.id;
}
