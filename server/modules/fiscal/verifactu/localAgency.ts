import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { DUPLICATE_RECORD, type RecordState } from './agencyAnswer';
import { SOAP_ENVELOPE_NS, SUMINISTRO_INFORMACION_NS } from './soapRequest';

/**
 * A local stand-in for the tax agency's VERI*FACTU web service, for the tests and the demo: an HTTPS SOAP
 * server that requires a client certificate signed by its CA, validates each request against the schemas
 * it is given, keeps the records it accepts (a record it already holds is refused as a duplicate, code
 * 3000, as the agency does) and answers as the agency does, with a configurable waiting time, delay and
 * per-record verdict.
 */

export const RESPUESTA_SUMINISTRO_NS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
/** Our own test certificates (test/fixtures/verifactu/certs): demo and tests only. */
export const TEST_CERTS_DIR = path.resolve(import.meta.dirname, '../../../../test/fixtures/verifactu/certs');
/** Our transcription of the agency's schemas, with a SOAP envelope schema that pulls them in. */
export const TEST_SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../../../test/fixtures/verifactu');

/** A record as the peer saw it. */
export interface ReceivedRecord {
  operation: 'Alta' | 'Anulacion';
  issuerNif: string;
  number: string;
  issueDate: string;
  invoiceType: string | null;
  correction: { subsanacion: string; rechazoPrevio: string | null } | null;
}

/** The peer's verdict on a record it has not seen before. */
export type Verdict = { state: 'Correcto' } | { state: 'AceptadoConErrores' | 'Incorrecto'; code: string; text: string };

export interface LocalAgencyOptions {
  port?: number | undefined;
  /** Paths of the server certificate, its key and the CA that must have signed the client's certificate. */
  certPath?: string | undefined;
  keyPath?: string | undefined;
  caPath?: string | undefined;
  /** Validate every request against these schemas (the directory of SoapEnvelope.xsd and the agency's). */
  schemaDir?: string | undefined;
  /** TiempoEsperaEnvio answered, in seconds (60 by default, as the agency). */
  waitSeconds?: number | undefined;
  /** The verdict for each new record; accepted by default. */
  verdict?: ((record: ReceivedRecord) => Verdict) | undefined;
}

export interface Submission {
  at: Date;
  issuerNif: string;
  records: ReceivedRecord[];
  /** Schema errors, when the request was refused for them. */
  schemaErrors: string[];
}

export interface LocalAgency {
  url: string;
  /** Every request received, valid or not. */
  submissions: Submission[];
  /** The records held, by IDFactura and operation: how many times each was stored (always 1 unless broken). */
  stored: Map<string, number>;
  /** Change how the next requests are answered. */
  set(behaviour: { waitSeconds?: number; verdict?: LocalAgencyOptions['verdict']; delayMs?: number; hold?: boolean }): void;
  close(): Promise<void>;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'RegistroFactura',
});

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const str = (value: unknown) => (typeof value === 'string' ? value : '');
type Element = Record<string, unknown>;
const el = (value: unknown): Element => (value && typeof value === 'object' ? (value as Element) : {});

export const storedKey = (operation: string, issuerNif: string, number: string, issueDate: string) => `${operation}|${issuerNif}|${number}|${issueDate}`;

function receivedRecords(document: unknown): { issuer: { nif: string; name: string }; records: ReceivedRecord[] } {
  const request = el(el(el(document).Envelope).Body).RegFactuSistemaFacturacion;
  const header = el(el(el(request).Cabecera).ObligadoEmision);
  const records = ((el(request).RegistroFactura as unknown[] | undefined) ?? []).map((registro): ReceivedRecord => {
    const alta = el(registro).RegistroAlta;
    if (alta) {
      const id = el(el(alta).IDFactura);
      const subsanacion = str(el(alta).Subsanacion);
      return {
        operation: 'Alta',
        issuerNif: str(id.IDEmisorFactura),
        number: str(id.NumSerieFactura),
        issueDate: str(id.FechaExpedicionFactura),
        invoiceType: str(el(alta).TipoFactura) || null,
        correction: subsanacion ? { subsanacion, rechazoPrevio: str(el(alta).RechazoPrevio) || null } : null,
      };
    }
    const id = el(el(el(registro).RegistroAnulacion).IDFactura);
    return {
      operation: 'Anulacion',
      issuerNif: str(id.IDEmisorFacturaAnulada),
      number: str(id.NumSerieFacturaAnulada),
      issueDate: str(id.FechaExpedicionFacturaAnulada),
      invoiceType: null,
      correction: null,
    };
  });
  return { issuer: { nif: str(header.NIF), name: str(header.NombreRazon) }, records };
}

function fault(code: string, text: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP_ENVELOPE_NS}"><env:Body><env:Fault><faultcode>env:${code}</faultcode><faultstring>${escape(text)}</faultstring></env:Fault></env:Body></env:Envelope>`;
}

interface Line {
  record: ReceivedRecord;
  state: RecordState;
  code?: string | undefined;
  text?: string | undefined;
  duplicate?: boolean;
}

function answerXml(issuer: { nif: string; name: string }, lines: Line[], waitSeconds: number, csv: string | null): string {
  const allRefused = lines.every((line) => line.state === 'Incorrecto');
  const anyRefused = lines.some((line) => line.state === 'Incorrecto');
  const sendState = allRefused ? 'Incorrecto' : anyRefused ? 'ParcialmenteCorrecto' : 'Correcto';
  const sf = (name: string, value: string) => `<sf:${name}>${escape(value)}</sf:${name}>`;
  const t = (name: string, value: string) => `<tikR:${name}>${escape(value)}</tikR:${name}>`;
  const body = lines
    .map(
      (line) =>
        '<tikR:RespuestaLinea>' +
        `<tikR:IDFactura>${sf('IDEmisorFactura', line.record.issuerNif)}${sf('NumSerieFactura', line.record.number)}${sf('FechaExpedicionFactura', line.record.issueDate)}</tikR:IDFactura>` +
        `<tikR:Operacion>${sf('TipoOperacion', line.record.operation)}${line.record.correction ? sf('Subsanacion', line.record.correction.subsanacion) + (line.record.correction.rechazoPrevio ? sf('RechazoPrevio', line.record.correction.rechazoPrevio) : '') : ''}</tikR:Operacion>` +
        t('EstadoRegistro', line.state) +
        (line.code ? t('CodigoErrorRegistro', line.code) + t('DescripcionErrorRegistro', line.text ?? '') : '') +
        (line.duplicate
          ? `<tikR:RegistroDuplicado>${sf('IdPeticionRegistroDuplicado', 'LOCAL')}${sf('EstadoRegistroDuplicado', 'Correcta')}</tikR:RegistroDuplicado>`
          : '') +
        '</tikR:RespuestaLinea>',
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP_ENVELOPE_NS}" xmlns:tikR="${RESPUESTA_SUMINISTRO_NS}" xmlns:sf="${SUMINISTRO_INFORMACION_NS}"><env:Body>` +
    '<tikR:RespuestaRegFactuSistemaFacturacion>' +
    (csv
      ? t('CSV', csv) +
        `<tikR:DatosPresentacion>${sf('NIFPresentador', issuer.nif)}${sf('TimestampPresentacion', new Date().toISOString().replace(/\.\d+Z$/, '+00:00'))}</tikR:DatosPresentacion>`
      : '') +
    `<tikR:Cabecera><sf:ObligadoEmision>${sf('NombreRazon', issuer.name)}${sf('NIF', issuer.nif)}</sf:ObligadoEmision></tikR:Cabecera>` +
    t('TiempoEsperaEnvio', String(waitSeconds)) +
    t('EstadoEnvio', sendState) +
    body +
    '</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>'
  );
}

type Validate = (xml: string) => Promise<string[]>;

/** Validates envelopes against SoapEnvelope.xsd and the schemas beside it, with xmllint (WebAssembly). */
export async function schemaValidator(schemaDir: string): Promise<Validate> {
  const { validateXML } = await import('xmllint-wasm');
  const file = (name: string) => ({ fileName: name, contents: readFileSync(path.join(schemaDir, name), 'utf8') });
  const schema = file('SoapEnvelope.xsd');
  const preload = ['SuministroLR.xsd', 'SuministroInformacion.xsd', 'RespuestaSuministro.xsd'].map(file);
  return async (xml) => {
    const result = await validateXML({ xml: { fileName: 'request.xml', contents: xml }, schema, preload, initialMemoryPages: 512, maxMemoryPages: 4096 });
    return result.valid ? [] : result.errors.map((error) => error.rawMessage);
  };
}

export async function startLocalAgency(options: LocalAgencyOptions = {}): Promise<LocalAgency> {
  const certs = (name: string) => path.join(TEST_CERTS_DIR, name);
  const validate = options.schemaDir ? await schemaValidator(options.schemaDir) : null;
  const behaviour = { waitSeconds: options.waitSeconds ?? 60, verdict: options.verdict, delayMs: 0, hold: false };
  const submissions: Submission[] = [];
  const stored = new Map<string, number>();
  const held = new Set<() => void>();

  async function answer(xml: string): Promise<{ status: number; body: string }> {
    const schemaErrors = validate ? await validate(xml) : [];
    let parsed;
    try {
      parsed = receivedRecords(parser.parse(xml));
    } catch {
      return { status: 500, body: fault('Client', 'The request is not XML') };
    }
    submissions.push({ at: new Date(), issuerNif: parsed.issuer.nif, records: parsed.records, schemaErrors });
    if (schemaErrors.length > 0) return { status: 500, body: fault('Client', `Codigo[4102].El XML no cumple el esquema: ${schemaErrors[0]}`) };
    if (parsed.records.length === 0) return { status: 500, body: fault('Client', 'No records') };
    // The records are kept when the request is processed, before the answer leaves: a client that dies
    // waiting finds them held when it sends them again.
    const lines = parsed.records.map((record): Line => {
      const key = storedKey(record.operation, record.issuerNif, record.number, record.issueDate);
      const known = stored.has(key);
      const correctsRefused = record.correction?.subsanacion === 'S' && record.correction.rechazoPrevio === 'X';
      if (known)
        return correctsRefused
          ? { record, state: 'Incorrecto', code: '3003', text: 'El registro de facturación ya existe: no es un rechazo previo' }
          : { record, state: 'Incorrecto', code: DUPLICATE_RECORD, text: 'Registro de facturación duplicado.', duplicate: true };
      const verdict = behaviour.verdict?.(record) ?? { state: 'Correcto' };
      if (verdict.state !== 'Incorrecto') stored.set(key, (stored.get(key) ?? 0) + 1);
      return verdict.state === 'Correcto' ? { record, state: 'Correcto' } : { record, state: verdict.state, code: verdict.code, text: verdict.text };
    });
    const anyStored = lines.some((line) => line.state !== 'Incorrecto');
    return {
      status: 200,
      body: answerXml(parsed.issuer, lines, behaviour.waitSeconds, anyStored ? `LOCAL${randomBytes(6).toString('hex').toUpperCase()}` : null),
    };
  }

  const server: Server = createServer(
    {
      cert: readFileSync(options.certPath ?? certs('server.pem')),
      key: readFileSync(options.keyPath ?? certs('server.key')),
      ca: readFileSync(options.caPath ?? certs('ca.pem')),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method !== 'POST') {
          response.writeHead(405).end();
          return;
        }
        const { delayMs, hold } = behaviour;
        answer(Buffer.concat(chunks).toString('utf8')).then(
          ({ status, body }) => {
            const reply = () => {
              held.delete(reply);
              if (!response.destroyed) response.writeHead(status, { 'Content-Type': 'text/xml; charset=utf-8' }).end(body);
            };
            if (hold) held.add(() => response.destroy());
            else if (delayMs > 0) setTimeout(reply, delayMs);
            else reply();
          },
          (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/xml; charset=utf-8' }).end(fault('Server', (error as Error).message)),
        );
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    submissions,
    stored,
    set(change) {
      if (change.waitSeconds !== undefined) behaviour.waitSeconds = change.waitSeconds;
      if (change.delayMs !== undefined) behaviour.delayMs = change.delayMs;
      if (change.hold !== undefined) behaviour.hold = change.hold;
      if ('verdict' in change) behaviour.verdict = change.verdict;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const drop of held) drop();
        held.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
