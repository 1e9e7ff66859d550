// `npm run staff -- add EMAIL --shop va01 [--role manager] [--name "Ana"]`, `list`, `remove EMAIL`: the
// counter's staff. PostgreSQL (DATABASE_URL): opened directly, running servers or not. The embedded
// database (DATA_DIR): a server running on it holds its files, so the command goes to that server over
// its admin socket; with no server running, the files are opened here.
import path from 'node:path';
import { openDatabase } from '../server/db/connect';
import { adminSocketPath } from '../server/staff/adminChannel';
import { sendAdminCommand } from '../server/staff/adminClient';
import { parseStaffCommandLine, STAFF_USAGE } from '../server/staff/commandLine';
import { runStaffCommand, type StaffCommand, type StaffCommandResult } from '../server/staff/commands';

async function runHere(command: StaffCommand, location: { databaseUrl?: string; dataDir: string }): Promise<StaffCommandResult> {
  const database = await openDatabase(location);
  try {
    return await runStaffCommand(database.db, command, new Date());
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<number> {
  const command = parseStaffCommandLine(args);
  if ('error' in command) {
    console.error(`${command.error}\n\n${STAFF_USAGE}`);
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  let result: StaffCommandResult;
  if (databaseUrl) {
    result = await runHere(command, { databaseUrl, dataDir });
  } else {
    const answered = await sendAdminCommand(adminSocketPath(dataDir), command);
    result = answered === 'no-server' ? await runHere(command, { dataDir }) : answered;
  }
  (result.ok ? console.log : console.error)(result.output);
  return result.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
