import type { Logger } from 'pino';
import * as v from 'valibot';
import { LogBatchSchema, type LogBatch } from '../../src/api/contract';
import { ApiFailure, badRequestFrom } from '../http/envelope';

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
function asBatch(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  if (typeof fields.records === 'string') return { records: parseRecordsText(fields.records) };
  if (!('records' in fields) && 'message' in fields) return { records: [fields] };
  return body;
}

/** Validates a batch of spec §3 log records, all or nothing (400 naming the first bad field). */
export function parseLogBatch(body: unknown): LogBatch {
  const parsed = v.safeParse(LogBatchSchema, asBatch(body));
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output;
}

/** One structured JSON line per client record, at the record's own level, apart from server lines. */
export function writeClientLogs(logger: Logger, batch: LogBatch): number {
  const clientLogger = logger.child({ origin: 'client' });
  for (const record of batch.records) clientLogger[record.status]({ client: record }, record.message);
  return batch.records.length;
}
