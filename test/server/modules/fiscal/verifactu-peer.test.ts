import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSubmissionAnswer } from '../../../../server/modules/fiscal/verifactu/agencyAnswer';
import { agencySender, SendFailed } from '../../../../server/modules/fiscal/verifactu/agencyClient';
import { huellaOf, altaHashInput } from '../../../../server/modules/fiscal/verifactu/huella';
import { schemaValidator, startLocalAgency, TEST_SCHEMAS_DIR, type LocalAgency } from '../../../../server/modules/fiscal/verifactu/localAgency';
import type { AltaRecord, AnulacionRecord } from '../../../../server/platform/db/verifactuRecordTypes';
import { regFactuEnvelope } from '../../../../server/modules/fiscal/verifactu/soapRequest';
import { altaFields, cert, ISSUER_NAME, ISSUER_NIF, SYSTEM, testConnection } from '../../support/verifactuBed';

const issuer = { nif: ISSUER_NIF, name: ISSUER_NAME };

function alta(n: number, extra: Partial<AltaRecord> = {}): AltaRecord {
  const unhashed = { ...altaFields(n), chain: { first: true } as const, ...extra };
  return { ...unhashed, huella: huellaOf(altaHashInput(unhashed)) } as AltaRecord;
}

const anulacion: AnulacionRecord = {
  kind: 'anulacion',
  id: { issuerNif: ISSUER_NIF, number: 'F2026-000001', issueDate: '27-11-2026' },
  chain: { first: false, previous: { issuerNif: ISSUER_NIF, number: 'F2026-000002', issueDate: '27-11-2026' }, previousHuella: 'A'.repeat(64) },
  system: SYSTEM,
  generatedAt: '2026-11-27T11:00:00+01:00',
  hashType: '01',
  huella: 'B'.repeat(64),
};

describe('the request to the agency and the local agency peer', () => {
  let peer: LocalAgency;
  beforeAll(async () => {
    peer = await startLocalAgency({ schemaDir: TEST_SCHEMAS_DIR, waitSeconds: 7 });
  });
  afterAll(() => peer.close());

  it('builds requests valid against the schemas: every optional block we send, and a cancellation', async () => {
    const validate = await schemaValidator(TEST_SCHEMAS_DIR);
    const full = alta(3, {
      invoiceType: 'R5',
      corrects: { issuerNif: ISSUER_NIF, number: 'F2026-000001', issueDate: '27-11-2026' },
      recipient: { name: 'Cliente & Hijos <S.L.>', nif: 'B12345674' },
      correction: { rejectedBefore: true },
      chain: { first: false, previous: { issuerNif: ISSUER_NIF, number: 'F2026-000002', issueDate: '27-11-2026' }, previousHuella: 'C'.repeat(64) },
    });
    const f3 = alta(4, { invoiceType: 'F3', replaces: [{ issuerNif: ISSUER_NIF, number: 'F2026-000001', issueDate: '27-11-2026' }] });
    const r1 = alta(5, {
      invoiceType: 'R1',
      corrects: { issuerNif: ISSUER_NIF, number: 'F2026-000004', issueDate: '27-11-2026' },
      recipient: { name: 'Cafés Ana S.L.', nif: 'B12345674' },
    });
    const envelope = regFactuEnvelope(issuer, [alta(1), full, f3, r1, anulacion]);
    expect(await validate(envelope)).toEqual([]);
    expect(envelope).toContain('<sum1:TipoFactura>R1</sum1:TipoFactura><sum1:TipoRectificativa>I</sum1:TipoRectificativa>');
    expect(envelope).toContain('<sum1:Subsanacion>S</sum1:Subsanacion><sum1:RechazoPrevio>X</sum1:RechazoPrevio>');
    expect(envelope).toContain('Cliente &amp; Hijos &lt;S.L.&gt;');
    // The validator is not a rubber stamp: a wrong value, or elements out of order, are refused.
    expect(await validate(envelope.replace('<sum1:TipoFactura>F2</sum1:TipoFactura>', '<sum1:TipoFactura>F9</sum1:TipoFactura>'))).not.toEqual([]);
    expect(
      await validate(
        envelope.replace(/<sum1:IDVersion>1.0<\/sum1:IDVersion>(<sum1:IDFactura>.*?<\/sum1:IDFactura>)/, '$1<sum1:IDVersion>1.0</sum1:IDVersion>'),
      ),
    ).not.toEqual([]);
    expect(() => regFactuEnvelope(issuer, [])).toThrow();
  });

  it('answers a valid request as the agency, the answer valid against the answer schema', async () => {
    const send = agencySender(testConnection(peer.url));
    const answer = await send(regFactuEnvelope(issuer, [alta(10), alta(11)]));
    expect(answer).toMatchObject({ sendState: 'Correcto', waitSeconds: 7 });
    expect(answer.csv).toMatch(/^LOCAL/);
    expect(answer.lines.map((line) => [line.number, line.state])).toEqual([
      ['F2026-000010', 'Correcto'],
      ['F2026-000011', 'Correcto'],
    ]);
    expect(peer.submissions.at(-1)?.schemaErrors).toEqual([]);
    // Our own answer is what our reader and the answer schema expect.
    const validate = await schemaValidator(TEST_SCHEMAS_DIR);
    const again = await fetchRaw(peer, regFactuEnvelope(issuer, [alta(10)]));
    expect(await validate(again)).toEqual([]);
    expect(readSubmissionAnswer(again).lines[0]).toMatchObject({ state: 'Incorrecto', errorCode: '3000' });
  });

  it('refuses a client without a certificate, or with one from another CA', async () => {
    const envelope = regFactuEnvelope(issuer, [alta(20)]);
    const before = peer.submissions.length;
    await expect(agencySender(testConnection(peer.url, 5000, { certPath: cert('stranger.pem'), keyPath: cert('stranger.key') }))(envelope)).rejects.toThrow(
      SendFailed,
    );
    const response = await fetch(peer.url, { method: 'POST', body: envelope }).catch((error: Error) => error);
    expect(response).toBeInstanceOf(Error);
    const { request } = await import('node:https');
    const noCertificate = await new Promise<string>((resolve) => {
      const call = request(peer.url, { method: 'POST', ca: readFileSync(cert('ca.pem')) }, (answer) => resolve(`HTTP ${answer.statusCode}`));
      call.on('error', (error) => resolve(`refused: ${error.message}`));
      call.end(envelope);
    });
    expect(noCertificate).toMatch(/^refused/);
    expect(peer.submissions.length).toBe(before);
    // A PKCS#12 file of our CA's client is accepted.
    const answer = await agencySender(testConnection(peer.url, 5000, { pfxPath: cert('client.p12'), password: 'ritmo-test' }))(envelope);
    expect(answer.lines[0]?.state).toBe('Correcto');
  });

  it('a request off the schema gets a SOAP Fault: a failed send', async () => {
    const bad = regFactuEnvelope(issuer, [alta(30)]).replace('<sum1:CuotaTotal>0.29</sum1:CuotaTotal>', '<sum1:CuotaTotal>0,29</sum1:CuotaTotal>');
    await expect(agencySender(testConnection(peer.url))(bad)).rejects.toThrow(/SOAP Fault.*4102/);
    expect(peer.submissions.at(-1)?.schemaErrors.length).toBeGreaterThan(0);
    expect(peer.stored.has(`Alta|${ISSUER_NIF}|F2026-000030|27-11-2026`)).toBe(false);
  });

  it('a time-out is a failed send', async () => {
    peer.set({ delayMs: 2000 });
    try {
      await expect(agencySender(testConnection(peer.url, 300))(regFactuEnvelope(issuer, [alta(40)]))).rejects.toThrow(/No answer within/);
    } finally {
      peer.set({ delayMs: 0 });
    }
  });
});

async function fetchRaw(peer: LocalAgency, envelope: string): Promise<string> {
  const { request } = await import('node:https');
  return new Promise((resolve, reject) => {
    const call = request(
      peer.url,
      { method: 'POST', cert: readFileSync(cert('client.pem')), key: readFileSync(cert('client.key')), ca: readFileSync(cert('ca.pem')) },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      },
    );
    call.on('error', reject);
    call.end(envelope);
  });
}
