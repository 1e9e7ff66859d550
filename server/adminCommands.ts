import type { InvoiceIssuer } from './config/config';
import { operatorKeyCommandGroup, type OperatorCommandGroup } from './operator/commandLine';
import type { AdminCommandKind } from './staff/adminCommand';
import { staffCommands } from './staff/commands';
import { runVerifactuCommand, VerifactuCommandSchema, type VerifactuCommand } from './verifactu/commands';

/**
 * `npm run operator`'s command groups, each named by its first word: one entry per group, and both the
 * command line and the running server's admin socket take its commands.
 */
export const operatorCommandGroups: readonly OperatorCommandGroup[] = [operatorKeyCommandGroup];

/** The VeriFactu queue's commands, correcting records with the issuer settings in force. */
export function verifactuCommands(issuer: () => InvoiceIssuer): AdminCommandKind<VerifactuCommand> {
  return {
    schema: VerifactuCommandSchema,
    run: (db, command, now) => runVerifactuCommand(db, command, now, issuer),
    logLine: (command, result) => (command.command === 'verifactu-status' ? null : result.output),
  };
}

/** Every command a server on the embedded database takes on its admin socket. */
export function adminCommandKinds(issuer: InvoiceIssuer): readonly AdminCommandKind[] {
  return [staffCommands, verifactuCommands(() => issuer), ...operatorCommandGroups.map((group) => group.kind)];
}
