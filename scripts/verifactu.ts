// `npm run verifactu -- status`, `resend RECORD_ID`: the queue of invoicing records for the tax agency.
// PostgreSQL (DATABASE_URL): opened directly, running servers or not. The embedded database (DATA_DIR): a
// server running on it holds its files, so the command goes to that server over its admin socket; with no
// server running, the files are opened here.
import path from 'node:path';
import { configFromEnv, verifactuConfig } from '../server/config/config';
import { openDatabase } from '../server/db/connect';
import { adminSocketPath } from '../server/staff/adminChannel';
import { sendAdminCommand } from '../server/staff/adminClient';
import { parseVerifactuCommandLine, runVerifactuCommand, VERIFACTU_USAGE, type VerifactuCommand } from '../server/verifactu/commands';

async function runHere(command: VerifactuCommand, location: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase(location);
  try {
    // The issuer settings as the server would read them from the same environment.
    return await runVerifactuCommand(database.db, command, new Date(), () => {
      const options = configFromEnv(process.env);
      return verifactuConfig(options, options.mode ?? 'demo');
    });
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<number> {
  const command = parseVerifactuCommandLine(args);
  if ('error' in command) {
    console.error(`${command.error}\n\n${VERIFACTU_USAGE}`);
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  let result;
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
