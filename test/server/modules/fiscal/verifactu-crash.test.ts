import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifactuAnswers, verifactuQueue } from '../../../../server/platform/db/schema';
import { startServer, type RunningServer } from '../../../../server/start';
import { startLocalAgency, storedKey, TEST_SCHEMAS_DIR, type LocalAgency } from '../../../../server/modules/fiscal/verifactu/localAgency';
import { backends, memoryLogger } from '../../harness';
import { killServerOnce, until } from '../../support/killedServer';
import { appendRecords, cert, invoiceForRecords, ISSUER_NIF } from '../../support/verifactuBed';

const RECORDS = 30;

describe.each(backends)('a server killed while the agency holds its submission, on $name', (backend) => {
  let peer: LocalAgency;
  let restarted: RunningServer | undefined;
  beforeAll(async () => {
    peer = await startLocalAgency({ schemaDir: TEST_SCHEMAS_DIR, waitSeconds: 0 });
  });
  afterAll(async () => {
    await restarted?.close();
    await peer.close();
  });

  it('loses nothing and has each record stored once at the agency after the restart', async () => {
    const fresh = await backend.fresh();
    const invoiceId = await invoiceForRecords(fresh.opened.db);
    await appendRecords(fresh.opened.db, invoiceId, 1, RECORDS);
    await fresh.opened.close();
    const sending = { verifactuEndpoint: peer.url, verifactuCertPem: cert('client.pem'), verifactuKeyPem: cert('client.key'), verifactuCa: cert('ca.pem') };

    // The agency takes the request (and stores its records) but never answers: the server dies waiting.
    peer.set({ hold: true });
    await killServerOnce(
      fresh.location,
      {
        VERIFACTU_ENDPOINT: sending.verifactuEndpoint,
        VERIFACTU_CERT_PEM: sending.verifactuCertPem,
        VERIFACTU_KEY_PEM: sending.verifactuKeyPem,
        VERIFACTU_CA: sending.verifactuCa,
        VERIFACTU_SEND_EVERY_SECONDS: '0.2',
        VERIFACTU_TIMEOUT_SECONDS: '3',
      },
      'the first submission',
      () => peer.submissions.length > 0,
    );
    expect(peer.submissions[0]?.records).toHaveLength(RECORDS);
    expect(peer.stored.size).toBe(RECORDS);

    peer.set({ hold: false });
    const { logger } = memoryLogger();
    restarted = await startServer({ port: 0, ...fresh.location, logger, ...sending, verifactuSendEverySeconds: 0.2, verifactuTimeoutSeconds: 3 });
    const db = restarted.db;
    await until(
      'every record settled',
      async () => (await db.select({ state: verifactuQueue.state }).from(verifactuQueue)).every((row) => row.state === 'accepted'),
      120_000,
    );

    // The lease of the killed process ran out, the records went again, the agency knew them: accepted once each.
    expect(peer.submissions).toHaveLength(2);
    expect(peer.submissions[1]?.records.map((record) => record.number)).toEqual(peer.submissions[0]?.records.map((record) => record.number));
    for (let n = 1; n <= RECORDS; n += 1) expect(peer.stored.get(storedKey('Alta', ISSUER_NIF, `F2026-${String(n).padStart(6, '0')}`, '27-11-2026'))).toBe(1);
    const rows = await db.select().from(verifactuQueue);
    expect(rows).toHaveLength(RECORDS);
    expect(rows.every((row) => row.attempts === 2)).toBe(true);
    const answers = await db.select().from(verifactuAnswers);
    expect(answers).toHaveLength(RECORDS);
    expect(answers.every((answer) => answer.errorCode === '3000')).toBe(true);
    await restarted.close();
    restarted = undefined;
    await fresh.dispose();
  }, 360_000);
});
