import * as v from 'valibot';
import type { InvoiceIssuer } from '../../../platform/config/config';
import type { Database } from '../../../platform/db/connect';
import { describeQueueStatus, verifactuQueueStatus } from './queueStatus';
import { resendRejected, ResendRefused } from './resendRejected';

/** What `npm run verifactu` asks, the same whether the CLI runs it or hands it to the running server. */
export const VerifactuCommandSchema = v.variant('command', [
  v.object({ command: v.literal('verifactu-status') }),
  v.object({ command: v.literal('verifactu-resend'), recordId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
]);
export type VerifactuCommand = v.InferOutput<typeof VerifactuCommandSchema>;

export const VERIFACTU_USAGE = `Usage:
  npm run verifactu -- status            records per state per issuer, the oldest waiting, the send window, the last rejected
  npm run verifactu -- resend RECORD_ID  send a rejected record again, corrected (a new record, Subsanacion S)
The database: DATABASE_URL, else DATA_DIR as for the server (a running server there runs the command).`;

export function parseVerifactuCommandLine(args: readonly string[]): VerifactuCommand | { error: string } {
  const [command, argument, ...rest] = args;
  if (rest.length > 0) return { error: `Unexpected ${rest.join(' ')}` };
  if (command === 'status' && !argument) return { command: 'verifactu-status' };
  if (command === 'resend') {
    if (!argument || !/^\d+$/.test(argument)) return { error: 'resend needs a record id (a whole number, as status lists it)' };
    return { command: 'verifactu-resend', recordId: Number(argument) };
  }
  return { error: command ? `Unknown command ${[command, argument].filter(Boolean).join(' ')}` : 'Name a command' };
}

/** `issuer`: the issuer settings in force, which a corrected record carries (name, system block). */
export async function runVerifactuCommand(
  db: Database,
  command: VerifactuCommand,
  now: Date,
  issuer: () => InvoiceIssuer,
): Promise<{ ok: boolean; output: string }> {
  switch (command.command) {
    case 'verifactu-status':
      return { ok: true, output: describeQueueStatus(await verifactuQueueStatus(db, now)) };
    case 'verifactu-resend':
      try {
        const appended = await resendRejected(db, command.recordId, issuer(), now);
        return { ok: true, output: `Record ${command.recordId} is queued again, corrected, as record ${appended.id} (${appended.record.id.number}).` };
      } catch (error) {
        if (error instanceof ResendRefused) return { ok: false, output: error.message };
        throw error;
      }
  }
}
