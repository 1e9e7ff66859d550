import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connect';
import { verifactuAnswers, verifactuQueue, verifactuRecords, verifactuSendWindow, type VerifactuQueueState } from '../../../platform/db/schema';
import { DUPLICATE_RECORD, type RecordAnswer, type SubmissionAnswer } from './agencyAnswer';
import type { VerifactuRecord } from '../../../platform/db/verifactuRecordTypes';
import { MAX_RECORDS_PER_REQUEST } from './soapRequest';

/**
 * The durable queue of records for the agency (table verifactu_queue, one row per record, written with the
 * record). A process sends one issuer's records at a time, in chain order, up to 1,000 per request:
 *
 * - Claiming takes the issuer's send window row FOR UPDATE, so across processes one sender at a time looks
 *   at an issuer; it sends only when the window is open (not_before, the agency's TiempoEsperaEnvio) and
 *   moves not_before past its lease, so no other process sends for that issuer meanwhile.
 * - The claimed rows are 'sending' with a lease. A process killed mid-send leaves them so; when the lease
 *   ends they are due again and sent again: nothing is lost.
 * - Sent again, a record the agency had received before the crash comes back refused as a duplicate
 *   (code 3000). For a record we had already sent without getting its answer, that duplicate means the
 *   agency holds it: it is taken as accepted, with the answer kept as given. A 3000 on a record never sent
 *   before is a real refusal.
 * - After an answer, each record gets its answer row and its final state; the window moves to the answer's
 *   TiempoEsperaEnvio. A send without an answer (no network, time-out, SOAP Fault, HTTP error) puts the
 *   rows back to pending with a growing delay (30 s doubling up to an hour) and opens the window.
 */

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** When the agency's answer names no waiting time. */
export const DEFAULT_WAIT_SECONDS = 60;

export function sendRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface ClaimedRecord {
  recordId: number;
  /** Sends of this record so far, this one included: above 1 it may already be at the agency. */
  attempts: number;
  record: VerifactuRecord;
}

export interface ClaimedBatch {
  issuerNif: string;
  records: ClaimedRecord[];
}

const unsettled = inArray(verifactuQueue.state, ['pending', 'sending']);
const dueAt = (now: Date) =>
  or(
    and(eq(verifactuQueue.state, 'pending'), lte(verifactuQueue.nextAttemptAt, now)),
    and(eq(verifactuQueue.state, 'sending'), lte(verifactuQueue.leaseUntil, now)),
  );

/**
 * Claims the next batch: the oldest issuer with records due and its window open, up to 1,000 of its
 * records in chain order, stopping at the first one that is not due (a record waiting for its retry
 * holds back the ones chained after it). Null when nothing can be sent now.
 */
export async function claimBatch(db: Database, now: Date, leaseMs: number): Promise<ClaimedBatch | null> {
  const issuers = await db
    .select({ issuerNif: verifactuQueue.issuerNif })
    .from(verifactuQueue)
    .leftJoin(verifactuSendWindow, eq(verifactuSendWindow.issuerNif, verifactuQueue.issuerNif))
    .where(and(dueAt(now), or(isNull(verifactuSendWindow.notBefore), lte(verifactuSendWindow.notBefore, now))))
    .groupBy(verifactuQueue.issuerNif)
    .orderBy(sql`min(${verifactuQueue.recordId})`);
  for (const { issuerNif } of issuers) {
    const batch = await db.transaction(async (tx) => {
      await tx.insert(verifactuSendWindow).values({ issuerNif, notBefore: now }).onConflictDoNothing();
      const [window] = await tx
        .select({ notBefore: verifactuSendWindow.notBefore })
        .from(verifactuSendWindow)
        .where(eq(verifactuSendWindow.issuerNif, issuerNif))
        .for('update');
      if (!window || window.notBefore > now) return null;
      const rows = await tx
        .select({
          recordId: verifactuQueue.recordId,
          state: verifactuQueue.state,
          attempts: verifactuQueue.attempts,
          nextAttemptAt: verifactuQueue.nextAttemptAt,
          leaseUntil: verifactuQueue.leaseUntil,
        })
        .from(verifactuQueue)
        .where(and(eq(verifactuQueue.issuerNif, issuerNif), unsettled))
        .orderBy(asc(verifactuQueue.recordId))
        .limit(MAX_RECORDS_PER_REQUEST);
      const due: number[] = [];
      for (const row of rows) {
        const isDue = row.state === 'pending' ? row.nextAttemptAt <= now : row.leaseUntil !== null && row.leaseUntil <= now;
        if (!isDue) break;
        due.push(row.recordId);
      }
      if (due.length === 0) return null;
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const claimed = await tx
        .update(verifactuQueue)
        .set({ state: 'sending', leaseUntil, attempts: sql`${verifactuQueue.attempts} + 1`, updatedAt: now })
        .where(inArray(verifactuQueue.recordId, due))
        .returning({ recordId: verifactuQueue.recordId, attempts: verifactuQueue.attempts });
      await tx.update(verifactuSendWindow).set({ notBefore: leaseUntil }).where(eq(verifactuSendWindow.issuerNif, issuerNif));
      const stored = await tx
        .select({ id: verifactuRecords.id, fields: verifactuRecords.fields })
        .from(verifactuRecords)
        .where(inArray(verifactuRecords.id, due));
      const fields = new Map(stored.map((row) => [row.id, row.fields]));
      const attempts = new Map(claimed.map((row) => [row.recordId, row.attempts]));
      return { issuerNif, records: due.map((recordId) => ({ recordId, attempts: attempts.get(recordId) ?? 1, record: fields.get(recordId)! })) };
    });
    if (batch) return batch;
  }
  return null;
}

const answerKey = (id: { issuerNif: string; number: string; issueDate: string }, operation: 'Alta' | 'Anulacion') =>
  `${operation}|${id.issuerNif}|${id.number}|${id.issueDate}`;

function stateAfter(answer: RecordAnswer, claimed: ClaimedRecord): VerifactuQueueState {
  if (answer.state === 'Correcto') return 'accepted';
  if (answer.state === 'AceptadoConErrores') return 'accepted_with_errors';
  if (answer.errorCode === DUPLICATE_RECORD && claimed.attempts > 1) return 'accepted';
  return 'rejected';
}

export interface AnswerOutcome {
  accepted: number;
  acceptedWithErrors: number;
  rejected: number;
  /** Records the answer did not mention: back in the queue. */
  unanswered: number;
}

/** Keeps the agency's answer: an answer row per record, each row's final state, the issuer's next window. */
export async function recordAnswers(db: Database, batch: ClaimedBatch, answer: SubmissionAnswer, now: Date): Promise<AnswerOutcome> {
  const lines = new Map(answer.lines.map((line) => [answerKey(line, line.operation), line]));
  const outcome: AnswerOutcome = { accepted: 0, acceptedWithErrors: 0, rejected: 0, unanswered: 0 };
  await db.transaction(async (tx) => {
    const settled = new Map<VerifactuQueueState, number[]>();
    const unanswered: ClaimedRecord[] = [];
    const answerRows: (typeof verifactuAnswers.$inferInsert)[] = [];
    for (const claimed of batch.records) {
      const line = lines.get(answerKey(claimed.record.id, claimed.record.kind === 'alta' ? 'Alta' : 'Anulacion'));
      if (!line) {
        unanswered.push(claimed);
        continue;
      }
      const state = stateAfter(line, claimed);
      settled.set(state, [...(settled.get(state) ?? []), claimed.recordId]);
      if (state === 'accepted') outcome.accepted += 1;
      else if (state === 'accepted_with_errors') outcome.acceptedWithErrors += 1;
      else outcome.rejected += 1;
      answerRows.push({
        recordId: claimed.recordId,
        state: line.state,
        errorCode: line.errorCode,
        errorText: line.errorText?.slice(0, 1500) ?? null,
        csv: answer.csv,
        at: now,
      });
    }
    for (let start = 0; start < answerRows.length; start += 500) await tx.insert(verifactuAnswers).values(answerRows.slice(start, start + 500));
    for (const [state, ids] of settled) {
      if (state === 'rejected') continue;
      await tx
        .update(verifactuQueue)
        .set({ state, leaseUntil: null, lastError: null, updatedAt: now })
        .where(and(inArray(verifactuQueue.recordId, ids), eq(verifactuQueue.state, 'sending')));
    }
    // Refusals are few: each keeps its own error for the operator.
    for (const row of answerRows.filter((answerRow) => (settled.get('rejected') ?? []).includes(answerRow.recordId))) {
      await tx
        .update(verifactuQueue)
        .set({ state: 'rejected', leaseUntil: null, lastError: `${row.errorCode ?? ''} ${row.errorText ?? ''}`.trim().slice(0, 500), updatedAt: now })
        .where(and(eq(verifactuQueue.recordId, row.recordId), eq(verifactuQueue.state, 'sending')));
    }
    if (unanswered.length > 0) {
      outcome.unanswered = unanswered.length;
      await backToPending(tx, unanswered, 'The agency did not answer about this record', now);
    }
    const notBefore = new Date(now.getTime() + answer.waitSeconds * 1000);
    await tx.update(verifactuSendWindow).set({ notBefore }).where(eq(verifactuSendWindow.issuerNif, batch.issuerNif));
  });
  return outcome;
}

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

async function backToPending(tx: Executor, records: ClaimedRecord[], error: string, now: Date): Promise<void> {
  // Rows claimed together share their attempts count unless some were retried before: group by it.
  const byAttempts = new Map<number, number[]>();
  for (const record of records) byAttempts.set(record.attempts, [...(byAttempts.get(record.attempts) ?? []), record.recordId]);
  for (const [attempts, ids] of byAttempts) {
    await tx
      .update(verifactuQueue)
      .set({
        state: 'pending',
        leaseUntil: null,
        lastError: error.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + sendRetryDelayMs(attempts)),
        updatedAt: now,
      })
      .where(and(inArray(verifactuQueue.recordId, ids), eq(verifactuQueue.state, 'sending')));
  }
}

/** The send got no answer: the records wait for their retry and the issuer's window opens again. */
export async function releaseAfterFailure(db: Database, batch: ClaimedBatch, error: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await backToPending(tx, batch.records, error, now);
    await tx.update(verifactuSendWindow).set({ notBefore: now }).where(eq(verifactuSendWindow.issuerNif, batch.issuerNif));
  });
}

/** The issuer's name for the submission header: the one on its latest issue record. */
export async function issuerNameOf(db: Database, issuerNif: string): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string | null>`${verifactuRecords.fields}->>'issuerName'` })
    .from(verifactuRecords)
    .where(and(eq(verifactuRecords.issuerNif, issuerNif), eq(verifactuRecords.kind, 'alta')))
    .orderBy(sql`${verifactuRecords.id} desc`)
    .limit(1);
  return row?.name ?? null;
}
