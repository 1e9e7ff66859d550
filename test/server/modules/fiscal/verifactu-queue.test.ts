import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/platform/db/connect';
import { verifactuAnswers, verifactuQueue, verifactuRecords } from '../../../../server/platform/db/schema';
import { startLocalAgency, TEST_SCHEMAS_DIR, type LocalAgency } from '../../../../server/modules/fiscal/verifactu/localAgency';
import { verifactuQueueStatus } from '../../../../server/modules/fiscal/verifactu/queueStatus';
import { resendRejected } from '../../../../server/modules/fiscal/verifactu/resendRejected';
import { createVerifactuSender } from '../../../../server/modules/fiscal/verifactu/sender';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { appendRecords, invoiceForRecords, ISSUER_NIF, testSender } from '../../support/verifactuBed';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('the VeriFactu send queue on $name', (backend) => {
  let fresh: FreshDatabase;
  let db: Database;
  let invoiceId: number;
  let peer: LocalAgency;
  let next = 1;
  const append = async (count: number) => {
    const ids = await appendRecords(db, invoiceId, next, count);
    next += count;
    return ids;
  };
  const sender = (now?: () => Date, timeoutMs?: number) =>
    createVerifactuSender({ db, send: testSender(peer.url, timeoutMs), logger: memoryLogger().logger, leaseMs: 10_000, now });
  const states = async (ids: number[]) => {
    const rows = await db.select({ recordId: verifactuQueue.recordId, state: verifactuQueue.state }).from(verifactuQueue).orderBy(asc(verifactuQueue.recordId));
    return rows.filter((row) => ids.includes(row.recordId)).map((row) => row.state);
  };
  /** The send window left by one test does not hold back the next. */
  const openWindow = () => db.execute(sql`update verifactu_send_window set not_before = now() - interval '1 second'`);

  beforeAll(async () => {
    fresh = await backend.fresh();
    db = fresh.opened.db;
    invoiceId = await invoiceForRecords(db);
    peer = await startLocalAgency({ schemaDir: TEST_SCHEMAS_DIR, waitSeconds: 0 });
  });
  afterAll(async () => {
    await peer.close();
    await fresh.dispose();
  });

  it('sends 1,500 records in two requests, 1,000 then 500, in chain order, each accepted once', async () => {
    const ids = await append(1500);
    const drainer = sender();
    expect(await drainer.drain()).toBe(2);
    await drainer.stop();
    expect(peer.submissions.map((submission) => submission.records.length)).toEqual([1000, 500]);
    expect(peer.submissions.every((submission) => submission.schemaErrors.length === 0)).toBe(true);
    const sentNumbers = peer.submissions.flatMap((submission) => submission.records.map((record) => record.number));
    expect(sentNumbers).toEqual(Array.from({ length: 1500 }, (_, index) => `F2026-${String(index + 1).padStart(6, '0')}`));
    expect(new Set(await states(ids))).toEqual(new Set(['accepted']));
    expect((await db.select().from(verifactuAnswers)).length).toBe(1500);
    expect([...peer.stored.values()].every((times) => times === 1)).toBe(true);
  });

  it('honours the waiting time the agency answers, across two senders', async () => {
    peer.set({ waitSeconds: 2 });
    const before = peer.submissions.length;
    await append(2);
    const first = sender();
    const second = sender();
    await Promise.all([first.drain(), second.drain()]);
    expect(peer.submissions.length).toBe(before + 1);
    const firstAt = peer.submissions.at(-1)!.at.getTime();
    peer.set({ waitSeconds: 0 });
    await append(1);
    // Both look again and again for 1.5 s: the window is shut.
    for (let look = 0; look < 6; look += 1) {
      await Promise.all([first.drain(), second.drain()]);
      await sleep(250);
    }
    expect(peer.submissions.length).toBe(before + 1);
    const status = await verifactuQueueStatus(db, new Date());
    expect(status.issuers[0]).toMatchObject({ issuerNif: ISSUER_NIF, counts: { pending: 1 } });
    while (peer.submissions.length === before + 1) {
      await Promise.all([first.drain(), second.drain()]);
      await sleep(100);
    }
    expect(peer.submissions.length).toBe(before + 2);
    expect(peer.submissions.at(-1)!.at.getTime() - firstAt).toBeGreaterThanOrEqual(2000);
    await first.stop();
    await second.stop();
  });

  it('keeps each kind of answer, and sends a refused record again corrected', async () => {
    await openWindow();
    const ids = await append(3);
    const [correct, withErrors, refused] = ids as [number, number, number];
    const refusedNumber = `F2026-${String(next - 1).padStart(6, '0')}`;
    const withErrorsNumber = `F2026-${String(next - 2).padStart(6, '0')}`;
    peer.set({
      verdict: (record) =>
        record.number === refusedNumber && !record.correction
          ? { state: 'Incorrecto', code: '1100', text: 'Valor o tipo incorrecto del campo: DescripcionOperacion' }
          : record.number === withErrorsNumber
            ? { state: 'AceptadoConErrores', code: '2000', text: 'El cálculo de la huella suministrada es incorrecta' }
            : { state: 'Correcto' },
    });
    const drainer = sender();
    await drainer.drain();
    expect(await states([correct, withErrors, refused])).toEqual(['accepted', 'accepted_with_errors', 'rejected']);
    const answers = await db.select().from(verifactuAnswers).where(eq(verifactuAnswers.recordId, refused));
    expect(answers).toMatchObject([{ state: 'Incorrecto', errorCode: '1100' }]);
    const [withErrorsAnswer] = await db.select().from(verifactuAnswers).where(eq(verifactuAnswers.recordId, withErrors));
    expect(withErrorsAnswer).toMatchObject({ state: 'AceptadoConErrores', errorCode: '2000' });
    expect(withErrorsAnswer?.csv).toMatch(/^LOCAL/);
    const status = await verifactuQueueStatus(db, new Date());
    expect(status.lastRejected[0]).toMatchObject({ recordId: refused, errorCode: '1100', invoiceNumber: refusedNumber });

    await expect(resendRejected(db, correct, {}, new Date())).rejects.toThrow(/not rejected/);
    const resent = await resendRejected(db, refused, { issuerName: 'Ritmo Café Sociedad Limitada' }, new Date('2026-11-27T12:00:00Z'));
    await expect(resendRejected(db, refused, {}, new Date())).rejects.toThrow(/already sent again/);
    expect(resent.record).toMatchObject({
      kind: 'alta',
      correction: { rejectedBefore: true },
      issuerName: 'Ritmo Café Sociedad Limitada',
      generatedAt: '2026-11-27T13:00:00+01:00',
    });
    const [last] = await db
      .select()
      .from(verifactuRecords)
      .orderBy(asc(verifactuRecords.id))
      .limit(1)
      .offset(next - 1);
    expect(last?.previousId).toBe(refused);
    await openWindow();
    await drainer.drain();
    await drainer.stop();
    expect(peer.submissions.at(-1)!.records).toEqual([
      expect.objectContaining({ number: refusedNumber, correction: { subsanacion: 'S', rechazoPrevio: 'X' } }),
    ]);
    expect(await states([resent.id])).toEqual(['accepted']);
    peer.set({ verdict: undefined });
    next += 1;
  });

  it('retries a send that timed out with back-off, and takes the duplicate of a record already sent as accepted', async () => {
    await openWindow();
    const ids = await append(2);
    // Past the database's time of queueing, which set when the records are first due.
    const clock = { now: new Date(Date.now() + 1000) };
    peer.set({ delayMs: 4000 });
    const sends = peer.submissions.length;
    const drainer = sender(() => clock.now, 1500);
    await drainer.drain();
    await drainer.stop();
    // The peer took the request (and stored its records) even though no answer came back in time.
    for (let waited = 0; peer.submissions.length === sends; waited += 50) {
      if (waited > 20_000) throw new Error('The peer never received the request');
      await sleep(50);
    }
    const [row] = await db.select().from(verifactuQueue).where(eq(verifactuQueue.recordId, ids[0]!));
    expect(row).toMatchObject({ state: 'pending', attempts: 1, leaseUntil: null });
    expect(row?.lastError).toMatch(/No answer within/);
    expect(row!.nextAttemptAt.getTime() - clock.now.getTime()).toBe(30_000);
    // Not before its retry time.
    const patient = sender(() => clock.now);
    await patient.drain();
    expect(peer.submissions.length).toBe(sends + 1);
    // The agency had stored them before the time-out: sent again, they come back as duplicates (3000).
    peer.set({ delayMs: 0 });
    clock.now = new Date(clock.now.getTime() + 31_000);
    await patient.drain();
    await patient.stop();
    expect(peer.submissions.length).toBe(sends + 2);
    expect(await states(ids)).toEqual(['accepted', 'accepted']);
    const answers = await db.select().from(verifactuAnswers).where(eq(verifactuAnswers.recordId, ids[0]!));
    expect(answers).toMatchObject([{ state: 'Incorrecto', errorCode: '3000' }]);
    expect([...peer.stored.values()].every((times) => times === 1)).toBe(true);
  });

  it('without network the records wait, and a second failure waits twice as long', async () => {
    await openWindow();
    const ids = await append(1);
    const clock = { now: new Date(Date.now() + 1000) };
    const drainer = createVerifactuSender({
      db,
      send: testSender('https://127.0.0.1:9/nothing-here'),
      logger: memoryLogger().logger,
      leaseMs: 10_000,
      now: () => clock.now,
    });
    await drainer.drain();
    clock.now = new Date(clock.now.getTime() + 30_000);
    await drainer.drain();
    await drainer.stop();
    const [row] = await db.select().from(verifactuQueue).where(eq(verifactuQueue.recordId, ids[0]!));
    expect(row).toMatchObject({ state: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - clock.now.getTime()).toBe(60_000);
  });
});
