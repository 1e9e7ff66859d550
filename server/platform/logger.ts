import pino, { type DestinationStream, type Logger, type LoggerOptions as PinoOptions } from 'pino';
import type { LogLevel } from './config/environment';
import { errorWithoutValues, messageOf, recordWithoutValues } from './logs/errorWithoutValues';

export interface LoggerOptions {
  /** pino JSON lines go to this file (appended, folders created); else to stdout. */
  logFile?: string | undefined;
  /** The lowest level written (LOG_LEVEL); 'info' by default. */
  level?: LogLevel | undefined;
  /** Only warnings and errors (tests); wins over level. */
  quiet?: boolean | undefined;
  /** Write the lines here instead (tests read them). */
  destination?: DestinationStream | undefined;
}

/**
 * Errors are logged without the values of a failed statement (server/platform/logs/errorWithoutValues.ts), under
 * any field and as the line's message when an error is logged without one.
 */
const errorsWithoutValues: Pick<PinoOptions, 'serializers' | 'formatters' | 'hooks'> = {
  serializers: { err: errorWithoutValues, error: errorWithoutValues },
  formatters: { log: recordWithoutValues },
  hooks: {
    logMethod(args, method) {
      const [first, second, ...rest] = args as unknown[];
      if (typeof second === 'string') return method.apply(this, args);
      const error =
        first instanceof Error
          ? first
          : first instanceof Object && (first as { err?: unknown }).err instanceof Error
            ? (first as { err: Error }).err
            : undefined;
      if (!error) return method.apply(this, args);
      const fields = first instanceof Error ? { err: first } : (first as object);
      return method.apply(this, [fields, messageOf(error), ...rest] as Parameters<typeof method>);
    },
  },
};

export function createLogger({ logFile, level = 'info', quiet, destination }: LoggerOptions = {}): Logger {
  const stream = destination ?? (logFile ? pino.destination({ dest: logFile, mkdir: true, sync: false }) : pino.destination(1));
  return pino({ level: quiet ? 'warn' : level, base: { service: 'ritmo-api' }, ...errorsWithoutValues }, stream);
}

/** The file destination of createLogger (sonic-boom): opened asynchronously, written from a buffer. */
interface FileDestination extends NodeJS.EventEmitter {
  fd: number;
  flushSync(): void;
}

const FLUSH_WAIT_MS = 5_000;

/**
 * Resolves once every line logged so far is written, so a process may exit right after: a log file is
 * opened asynchronously and a line logged before it is open would be lost at exit.
 */
export async function flushLogs(logger: Logger): Promise<void> {
  const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as Partial<FileDestination> | undefined;
  if (!stream || typeof stream.flushSync !== 'function' || typeof stream.once !== 'function') return;
  if (stream.fd !== undefined && stream.fd < 0) {
    const opened = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), FLUSH_WAIT_MS);
      stream.once!('ready', () => (clearTimeout(timer), resolve(true)));
      stream.once!('error', () => (clearTimeout(timer), resolve(false)));
    });
    if (!(await opened)) return;
  }
  stream.flushSync();
}
