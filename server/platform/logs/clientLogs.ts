import type { Logger } from 'pino';
import { ApiFailure } from '../http/envelope';
import type { SampledRecord } from './repeatSampling';

function parseRecordsText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiFailure(400, 'bad_request', 'records is not valid JSON', 'records');
  }
}

/**
 * A form-encoded body is flat: it carries either `records` as JSON text, or the fields of one record.
 * A JSON body is taken as sent.
 */
export function asBatch(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  if (typeof fields.records === 'string') return { records: parseRecordsText(fields.records) };
  if (!('records' in fields) && 'message' in fields) return { records: [fields] };
  return body;
}

/**
 * One structured JSON line per kept record, apart from server lines. Anyone may post records, so the
 * level they claim is capped at warn: the server's own errors stay the only ones an alert sees. The
 * claimed level stays in the record; `copies` and `occurrences` say how many lines one stands for.
 */
export function writeClientLogs(logger: Logger, kept: readonly SampledRecord[]): void {
  const clientLogger = logger.child({ origin: 'client' });
  for (const { record, copies, occurrences } of kept) {
    const level = record.status === 'error' ? 'warn' : record.status;
    const repeats = occurrences > 1 ? { copies, occurrences } : {};
    clientLogger[level]({ client: record, ...repeats }, record.message);
  }
}
