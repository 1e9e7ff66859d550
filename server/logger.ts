import pino, { type Logger } from 'pino';

export interface LoggerOptions {
  /** pino JSON lines go to this file (appended, folders created); else to stdout. */
  logFile?: string | undefined;
  /** Only warnings and errors (tests). */
  quiet?: boolean | undefined;
}

export function createLogger({ logFile, quiet }: LoggerOptions = {}): Logger {
  const level = quiet ? 'warn' : process.env.LOG_LEVEL || 'info';
  const destination = logFile ? pino.destination({ dest: logFile, mkdir: true, sync: false }) : pino.destination(1);
  return pino({ level, base: { service: 'ritmo-api' } }, destination);
}
