// The shape every operator command shares. PostgreSQL (DATABASE_URL): the database is opened directly,
// running servers or not. The embedded database (DATA_DIR): a server running on it holds its files, so the
// command goes to that server over its admin socket; with no server running, the files are opened here.
import path from 'node:path';
import { openDatabase, type Database } from '../server/platform/db/connect';
import { adminSocketPath } from '../server/platform/admin/adminChannel';
import { sendAdminCommand } from '../server/platform/admin/adminClient';
import type { AdminCommand, CommandResult } from '../server/platform/admin/adminCommand';
import { parseEnvironment } from '../server/platform/config/environment';

export interface OperatorCommand<Command extends AdminCommand> {
  /** The command the arguments name, or why they name none. */
  parse(args: string[]): Command | { error: string };
  usage: string;
  /** Runs the command on a database opened by this process. */
  run(db: Database, command: Command, now: Date): Promise<CommandResult>;
}

async function runHere<Command extends AdminCommand>(
  operator: OperatorCommand<Command>,
  command: Command,
  location: { databaseUrl?: string; dataDir: string },
): Promise<CommandResult> {
  const database = await openDatabase(location);
  try {
    return await operator.run(database.db, command, new Date());
  } finally {
    await database.close();
  }
}

async function main<Command extends AdminCommand>(operator: OperatorCommand<Command>, args: string[]): Promise<number> {
  const command = operator.parse(args);
  if ('error' in command) {
    console.error(`${command.error}\n\n${operator.usage}`);
    return 2;
  }
  const environment = parseEnvironment(process.env);
  const databaseUrl = environment.DATABASE_URL;
  const dataDir = path.resolve(environment.DATA_DIR);
  let result: CommandResult;
  if (databaseUrl) {
    result = await runHere(operator, command, { databaseUrl, dataDir });
  } else {
    const answered = await sendAdminCommand(adminSocketPath(dataDir), command);
    result = answered === 'no-server' ? await runHere(operator, command, { dataDir }) : answered;
  }
  (result.ok ? console.log : console.error)(result.output);
  return result.ok ? 0 : 1;
}

/** Runs an operator command with the process's arguments and ends the process with its exit code. */
export function runOperatorCommand<Command extends AdminCommand>(operator: OperatorCommand<Command>): void {
  main(operator, process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
