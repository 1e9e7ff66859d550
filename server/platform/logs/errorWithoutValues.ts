/**
 * Errors as the server logs them: the failed statement and the database's error code, never the values
 * the statement was run with (customers' names, phones, addresses, e-mails). drizzle's DrizzleQueryError
 * carries `params` and writes them into its message and stack; PostgreSQL's `detail` ("Failing row
 * contains (…)") and `where` and some messages ('invalid input syntax for type integer: "…"') quote them.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

/** Fields of a database error (postgres.js and PGlite spellings) that name things, never values. */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'schema_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'dataType',
  'data_type_name',
  'constraint',
  'constraint_name',
  'position',
] as const;
/** Fields that hold or quote values: dropped from any error. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'args', 'values', 'detail', 'where', 'internalQuery', 'internal_query', 'types']);
const MAX_CAUSE_DEPTH = 5;

/** drizzle's "Failed query" error: the statement, its values and the driver's error as `cause`. */
function isQueryError(error: Error): error is Error & { query: string } {
  return typeof (error as { query?: unknown }).query === 'string' && Array.isArray((error as { params?: unknown }).params);
}

/** An error answered by PostgreSQL (either driver): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/**
 * A database message with every double-quoted part replaced by "…" unless it is in the statement or is
 * one of the error's named things (constraint, table, column): PostgreSQL quotes identifiers and values
 * alike, and values travel as parameters, never in the statement.
 */
function messageWithoutValues(message: string, statement: string, names: readonly unknown[]): string {
  return message.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) =>
    inner !== '' && (statement.includes(inner) || names.includes(inner)) ? quoted : '"…"',
  );
}

/** The stack's frames under a new first line (the stack's own first lines repeat the message). */
function stackUnder(header: string, stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.indexOf('\n    at ');
  return frames < 0 ? header : header + stack.slice(frames);
}

function serialize(error: Error, statement: string, depth: number): LoggedError {
  const logged: LoggedError = { type: error.constructor?.name || error.name, message: error.message };
  if (isDatabaseError(error)) {
    // PGlite's error class has a minified name; both drivers' errors are logged alike.
    logged.type = 'DatabaseError';
    const own = (error as { query?: unknown }).query;
    if (typeof own === 'string') statement = own;
    const fields = DATABASE_ERROR_FIELDS.map((field) => [field, (error as unknown as Record<string, unknown>)[field]] as const).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    );
    logged.message = messageWithoutValues(
      error.message,
      statement,
      fields.map(([, value]) => value),
    );
    for (const [field, value] of fields) logged[field] = value;
  } else if (isQueryError(error)) {
    logged.message = `Failed query: ${error.query}`;
    logged.query = error.query;
    statement = error.query;
  } else {
    for (const [field, value] of Object.entries(error)) {
      if (VALUE_FIELDS.has(field) || field === 'cause' || field === 'errors' || field === 'query') continue;
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) logged[field] = value;
    }
  }
  const stack = stackUnder(`${logged.type}: ${logged.message}`, error.stack);
  if (stack) logged.stack = stack;
  if (depth < MAX_CAUSE_DEPTH) {
    if (error.cause instanceof Error) logged.cause = serialize(error.cause, statement, depth + 1);
    if (error instanceof AggregateError)
      logged.errors = error.errors.filter((inner): inner is Error => inner instanceof Error).map((inner) => serialize(inner, statement, depth + 1));
  }
  return logged;
}

/** The error as it may be logged; anything that is not an Error is logged as it is. */
export function errorWithoutValues(error: unknown): unknown {
  return error instanceof Error ? serialize(error, '', 0) : error;
}

/** The error's message as it may be logged (the log line's `msg` when the error is logged alone). */
export function messageOf(error: Error): string {
  return serialize(error, '', MAX_CAUSE_DEPTH).message;
}

/** A log record's fields with every Error in it (at the top level) replaced by its loggable form. */
export function recordWithoutValues(record: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const [field, value] of Object.entries(record)) {
    if (!(value instanceof Error)) continue;
    copy ??= { ...record };
    copy[field] = errorWithoutValues(value);
  }
  return copy ?? record;
}
