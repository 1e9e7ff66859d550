import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connect';
import { verifactuAnswers, verifactuQueue, verifactuRecords, verifactuSendWindow, type VerifactuQueueState } from '../../../platform/db/schema';

export interface IssuerQueueStatus {
  issuerNif: string;
  counts: Partial<Record<VerifactuQueueState, number>>;
  /** Seconds since the oldest record still waiting (pending or sending) was made; null when none waits. */
  oldestWaitingSeconds: number | null;
  /** No send for this issuer before then (the agency's waiting time, or a send under way). */
  notBefore: string | null;
}

export interface RejectedRecord {
  recordId: number;
  issuerNif: string;
  invoiceNumber: string;
  errorCode: string | null;
  errorText: string | null;
  at: string;
}

export interface VerifactuQueueStatus {
  issuers: IssuerQueueStatus[];
  lastRejected: RejectedRecord[];
}

/** What an operator looks at: per issuer, how many records are in each state, the oldest waiting, the window. */
export async function verifactuQueueStatus(db: Database, now: Date, rejectedLimit = 10): Promise<VerifactuQueueStatus> {
  const counts = await db
    .select({
      issuerNif: verifactuQueue.issuerNif,
      state: verifactuQueue.state,
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | string | null>`min(${verifactuRecords.createdAt})`,
    })
    .from(verifactuQueue)
    .innerJoin(verifactuRecords, eq(verifactuRecords.id, verifactuQueue.recordId))
    .groupBy(verifactuQueue.issuerNif, verifactuQueue.state)
    .orderBy(asc(verifactuQueue.issuerNif));
  const windows = new Map((await db.select().from(verifactuSendWindow)).map((row) => [row.issuerNif, row.notBefore]));
  const issuers = new Map<string, IssuerQueueStatus>();
  for (const row of counts) {
    const issuer = issuers.get(row.issuerNif) ?? {
      issuerNif: row.issuerNif,
      counts: {},
      oldestWaitingSeconds: null,
      notBefore: windows.get(row.issuerNif)?.toISOString() ?? null,
    };
    issuer.counts[row.state] = Number(row.count);
    if ((row.state === 'pending' || row.state === 'sending') && row.oldest) {
      const age = Math.max(0, Math.round((now.getTime() - new Date(row.oldest).getTime()) / 1000));
      issuer.oldestWaitingSeconds = Math.max(issuer.oldestWaitingSeconds ?? 0, age);
    }
    issuers.set(row.issuerNif, issuer);
  }
  const rejected = await db
    .select({
      recordId: verifactuQueue.recordId,
      issuerNif: verifactuQueue.issuerNif,
      invoiceNumber: verifactuRecords.invoiceNumber,
      at: verifactuQueue.updatedAt,
    })
    .from(verifactuQueue)
    .innerJoin(verifactuRecords, eq(verifactuRecords.id, verifactuQueue.recordId))
    .where(eq(verifactuQueue.state, 'rejected'))
    .orderBy(desc(verifactuQueue.updatedAt), desc(verifactuQueue.recordId))
    .limit(rejectedLimit);
  const answers = rejected.length
    ? await db
        .select({ recordId: verifactuAnswers.recordId, errorCode: verifactuAnswers.errorCode, errorText: verifactuAnswers.errorText, id: verifactuAnswers.id })
        .from(verifactuAnswers)
        .where(
          and(
            inArray(
              verifactuAnswers.recordId,
              rejected.map((row) => row.recordId),
            ),
            eq(verifactuAnswers.state, 'Incorrecto'),
          ),
        )
        .orderBy(asc(verifactuAnswers.id))
    : [];
  const lastAnswer = new Map(answers.map((answer) => [answer.recordId, answer]));
  return {
    issuers: [...issuers.values()],
    lastRejected: rejected.map((row) => ({
      recordId: row.recordId,
      issuerNif: row.issuerNif,
      invoiceNumber: row.invoiceNumber,
      errorCode: lastAnswer.get(row.recordId)?.errorCode ?? null,
      errorText: lastAnswer.get(row.recordId)?.errorText ?? null,
      at: row.at.toISOString(),
    })),
  };
}

/** The status as the operator reads it in a terminal. */
export function describeQueueStatus(status: VerifactuQueueStatus): string {
  if (status.issuers.length === 0) return 'No VeriFactu records yet.';
  const lines: string[] = [];
  for (const issuer of status.issuers) {
    const counts = Object.entries(issuer.counts)
      .map(([state, count]) => `${state} ${count}`)
      .join(', ');
    lines.push(`${issuer.issuerNif}: ${counts}`);
    lines.push(
      `  oldest waiting: ${issuer.oldestWaitingSeconds === null ? 'none' : `${issuer.oldestWaitingSeconds} s`}; next send not before: ${issuer.notBefore ?? 'any time'}`,
    );
  }
  if (status.lastRejected.length > 0) {
    lines.push('Last rejected (send again corrected with `npm run verifactu -- resend <recordId>`):');
    for (const row of status.lastRejected)
      lines.push(`  record ${row.recordId}  ${row.issuerNif} ${row.invoiceNumber}  ${row.errorCode ?? '?'} ${row.errorText ?? ''}  (${row.at})`);
  }
  return lines.join('\n');
}
