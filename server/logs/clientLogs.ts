import type { Logger } from 'pino';
import type { LogBatch } from '../../src/api/contract';
import { ApiFailure } from '../http/envelope';

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

/** One structured JSON line per client record, at the record's own level, apart from server lines. */
export function writeClientLogs(logger: Logger, batch: LogBatch): number {
  const clientLogger = logger.child({ origin: 'client' });
  for (const record of batch.records) clientLogger[record.status]({ client: record }, record.message);
  return batch.records.length;
}
