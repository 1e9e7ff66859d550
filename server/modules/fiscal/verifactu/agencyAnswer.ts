import { XMLParser } from 'fast-xml-parser';

export type RecordState = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';

/** The agency's answer about one record of a submission (RespuestaLinea). */
export interface RecordAnswer {
  issuerNif: string;
  number: string;
  issueDate: string;
  operation: 'Alta' | 'Anulacion';
  state: RecordState;
  errorCode: string | null;
  errorText: string | null;
}

/** The agency's answer to a whole submission (RespuestaRegFactuSistemaFacturacion). */
export interface SubmissionAnswer {
  csv: string | null;
  /** TiempoEsperaEnvio: seconds before this issuer's next submission. */
  waitSeconds: number;
  sendState: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';
  lines: RecordAnswer[];
}

/** The agency refuses a record it already holds with this code ("Registro de facturación duplicado"). */
export const DUPLICATE_RECORD = '3000';

/** An answer that is not a readable RespuestaRegFactuSistemaFacturacion (a SOAP Fault, another document). */
export class UnreadableAnswer extends Error {}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'RespuestaLinea',
});

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);
const RECORD_STATES: readonly string[] = ['Correcto', 'AceptadoConErrores', 'Incorrecto'];
const SEND_STATES: readonly string[] = ['Correcto', 'ParcialmenteCorrecto', 'Incorrecto'];

type Element = Record<string, unknown>;
const child = (parent: unknown, name: string): Element | undefined => {
  const value = parent && typeof parent === 'object' ? (parent as Element)[name] : undefined;
  return value && typeof value === 'object' ? (value as Element) : undefined;
};

/** Reads the SOAP answer; throws UnreadableAnswer (with the fault text when there is one) otherwise. */
export function readSubmissionAnswer(xml: string): SubmissionAnswer {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    throw new UnreadableAnswer(`The answer is not XML: ${(error as Error).message}`);
  }
  const body = child(child(document, 'Envelope'), 'Body');
  if (!body) throw new UnreadableAnswer('The answer is not a SOAP envelope');
  const fault = child(body, 'Fault');
  if (fault) throw new UnreadableAnswer(`SOAP Fault ${text(fault.faultcode) ?? ''}: ${text(fault.faultstring) ?? 'no reason given'}`.slice(0, 500));
  const answer = child(body, 'RespuestaRegFactuSistemaFacturacion');
  if (!answer) throw new UnreadableAnswer('The answer holds no RespuestaRegFactuSistemaFacturacion');
  const sendState = text(answer.EstadoEnvio);
  if (!sendState || !SEND_STATES.includes(sendState)) throw new UnreadableAnswer(`Unknown EstadoEnvio ${sendState ?? '(none)'}`);
  const wait = text(answer.TiempoEsperaEnvio);
  const lines = ((answer.RespuestaLinea as unknown[] | undefined) ?? []).map((line): RecordAnswer => {
    const id = child(line, 'IDFactura');
    const state = text((line as Element).EstadoRegistro);
    if (!id || !state || !RECORD_STATES.includes(state)) throw new UnreadableAnswer('A RespuestaLinea lacks its IDFactura or EstadoRegistro');
    const operation = text(child(line, 'Operacion')?.TipoOperacion);
    return {
      issuerNif: text(id.IDEmisorFactura) ?? '',
      number: text(id.NumSerieFactura) ?? '',
      issueDate: text(id.FechaExpedicionFactura) ?? '',
      operation: operation === 'Anulacion' ? 'Anulacion' : 'Alta',
      state: state as RecordState,
      errorCode: text((line as Element).CodigoErrorRegistro),
      errorText: text((line as Element).DescripcionErrorRegistro),
    };
  });
  return {
    csv: text(answer.CSV),
    waitSeconds: wait !== null && /^\d+$/.test(wait) ? Number(wait) : 60,
    sendState: sendState as SubmissionAnswer['sendState'],
    lines,
  };
}
