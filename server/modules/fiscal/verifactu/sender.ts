import type { Logger } from 'pino';
import type { Database } from '../../../platform/db/connect';
import { queueDrainer, type QueueDrainer } from '../../../platform/queues/queueDrainer';
import type { AgencySender } from './agencyClient';
import { claimBatch, issuerNameOf, recordAnswers, releaseAfterFailure, type ClaimedBatch } from './sendQueue';
import { regFactuEnvelope } from './soapRequest';

/** Sends the VeriFactu queue; drain() resolves with how many submissions got an answer. */
export type VerifactuSender = QueueDrainer;

export interface VerifactuSenderDeps {
  db: Database;
  send: AgencySender;
  logger: Logger;
  /** How long a claimed batch is held before another process may send it again (longer than a send may take). */
  leaseMs: number;
  now?: (() => Date) | undefined;
}

/**
 * Sends the records queued for the agency (./sendQueue.ts), one issuer's batch at a time. Nothing here is
 * awaited by a sale: records are written with the invoice and wait in the queue for as long as the agency
 * cannot be reached.
 */
export function createVerifactuSender({ db, send, logger, leaseMs, now = () => new Date() }: VerifactuSenderDeps): VerifactuSender {
  async function sendBatch(batch: ClaimedBatch): Promise<boolean> {
    const log = { issuerNif: batch.issuerNif, records: batch.records.length, firstRecordId: batch.records[0]?.recordId };
    const name = (await issuerNameOf(db, batch.issuerNif)) ?? batch.issuerNif;
    const envelope = regFactuEnvelope(
      { nif: batch.issuerNif, name },
      batch.records.map((claimed) => claimed.record),
    );
    let answer;
    try {
      answer = await send(envelope);
    } catch (error) {
      const reason = (error as Error).message;
      await releaseAfterFailure(db, batch, reason, now());
      logger.warn({ ...log, reason }, 'VeriFactu records not sent; they stay queued and are tried again');
      return false;
    }
    const outcome = await recordAnswers(db, batch, answer, now());
    const summary = { ...log, ...outcome, csv: answer.csv, sendState: answer.sendState, waitSeconds: answer.waitSeconds };
    if (outcome.rejected > 0 || outcome.unanswered > 0) logger.warn(summary, 'VeriFactu submission answered with refused records');
    else logger.info(summary, 'VeriFactu submission accepted');
    return true;
  }

  return queueDrainer<ClaimedBatch>({
    claimDue: async () => {
      const batch = await claimBatch(db, now(), leaseMs);
      return batch ? [batch] : [];
    },
    sendOne: sendBatch,
    logger,
    failureMessage: 'Sending the VeriFactu queue failed',
  });
}
