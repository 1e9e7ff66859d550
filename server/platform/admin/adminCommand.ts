import { parseArgs, type ParseArgsConfig } from 'node:util';
import * as v from 'valibot';
import type { Database } from '../db/connect';

/** A command a running server takes on its admin socket: a JSON object named by its `command`. */
export interface AdminCommand {
  command: string;
}

/** A command's outcome: the text for the operator, and whether it did what was asked. */
export interface CommandResult {
  ok: boolean;
  output: string;
}

/**
 * One kind of admin command (staff, the VeriFactu queue, operator keys…): its wire shape and how it runs,
 * the same whether the command line runs it on a database it opened or a running server runs it for it.
 * Each kind names its commands with `command` values no other kind uses.
 */
export interface AdminCommandKind<Command extends AdminCommand = AdminCommand> {
  schema: v.GenericSchema<unknown, Command>;
  run(db: Database, command: Command, now: Date): Promise<CommandResult>;
  /** The line the server logs for the command (its output unless given); null for a read, never a secret. */
  logLine?(command: Command, result: CommandResult): string | null;
}

/** The kind that takes this request, with the request as that kind reads it; null when no kind does. */
export function readAdminCommand(kinds: readonly AdminCommandKind[], request: unknown): { kind: AdminCommandKind; command: AdminCommand } | null {
  for (const kind of kinds) {
    const parsed = v.safeParse(kind.schema, request);
    if (parsed.success) return { kind, command: parsed.output };
  }
  return null;
}

/** Runs a command with the kind that takes it (a command line with several kinds behind one script). */
export async function runAdminCommand(kinds: readonly AdminCommandKind[], db: Database, request: AdminCommand, now: Date): Promise<CommandResult> {
  const read = readAdminCommand(kinds, request);
  if (!read) return { ok: false, output: `Not a command this program takes: ${request.command}` };
  return read.kind.run(db, read.command, now);
}

type CommandOptions = NonNullable<ParseArgsConfig['options']>;
type CommandValues<Options extends CommandOptions> = ReturnType<
  typeof parseArgs<{ args: string[]; allowPositionals: true; strict: true; options: Options }>
>['values'];

/** A command line read as a command word, at most one argument and the options. */
export interface CommandWords<Options extends CommandOptions> {
  command: string | undefined;
  argument: string | undefined;
  values: CommandValues<Options>;
}

/** Command-line arguments → their command word, argument and options, or the reason they are not that (an unknown option, a word too many). */
export function readCommandWords<const Options extends CommandOptions>(args: readonly string[], options: Options): CommandWords<Options> | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: true, strict: true, options });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const [command, argument, ...rest] = parsed.positionals;
  if (rest.length > 0) return { error: `Unexpected ${rest.join(' ')}` };
  return { command, argument, values: parsed.values };
}
