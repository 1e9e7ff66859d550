import type { Logger } from 'pino';
import { flushLogs } from './logger';
import { messageOf } from './logs/errorWithoutValues';

/**
 * Says why the server could not start, on stderr (what an operator or a service manager shows) and in
 * the log, waits until the log has it, and ends the process with status 1.
 */
export async function exitAfterFailedStart(logger: Logger, error: unknown): Promise<never> {
  const reason = error instanceof Error ? messageOf(error) : String(error);
  process.stderr.write(`Server failed to start: ${reason}\n`);
  try {
    logger.fatal({ err: error }, 'Server failed to start');
    await flushLogs(logger);
  } catch (logError) {
    process.stderr.write(`The log could not be written: ${logError instanceof Error ? logError.message : String(logError)}\n`);
  }
  process.exit(1);
}
