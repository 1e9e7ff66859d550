import * as v from 'valibot';

/** Log record for remote logging (INFO and above). */
export const LogRecordSchema = v.object({
  time: v.pipe(v.string(), v.isoTimestamp()),
  message: v.pipe(v.string(), v.maxLength(2000)),
  status: v.picklist(['info', 'warn', 'error']),
  source: v.pipe(v.string(), v.maxLength(100)),
  host: v.pipe(v.string(), v.maxLength(200)),
  service: v.pipe(v.string(), v.maxLength(100)),
  version: v.pipe(v.string(), v.maxLength(30)),
  browser: v.pipe(v.string(), v.maxLength(400)),
  languages: v.pipe(v.string(), v.maxLength(200)),
  user: v.pipe(v.string(), v.maxLength(200)),
  url: v.pipe(v.string(), v.maxLength(1000)),
});
export type LogRecord = v.InferOutput<typeof LogRecordSchema>;
export const LogBatchSchema = v.object({ records: v.pipe(v.array(LogRecordSchema), v.minLength(1), v.maxLength(100)) });
export type LogBatch = v.InferOutput<typeof LogBatchSchema>;
export const LogAcceptedSchema = v.object({ accepted: v.number() });
