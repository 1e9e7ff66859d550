import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../bench/serverProcess';
import { resetPostgres } from '../harness';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface CommandEnv {
  DATA_DIR: string;
  DATABASE_URL?: string;
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <name> -- …` as an operator runs it: the script itself (`scripts/<name>.ts`), without npm's banner. */
export async function runCommandScript(name: string, args: string[], env: CommandEnv): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

export interface ServingBed {
  /** The running server; undefined once `stop` ran. */
  readonly server: ServerProcess | undefined;
  /** The server's log file. */
  readonly logFile: string;
  /** The environment a command needs to reach the same store. */
  env(): CommandEnv;
  stop(): Promise<void>;
}

/**
 * Starts a real server process for the suite (in beforeAll) on a fresh folder: `databaseUrl` for PostgreSQL (its schema
 * emptied first), else the server's own PGlite. Stops it and removes the folder in afterAll.
 */
export function serveForCommands(folderPrefix: string, databaseUrl: string | undefined): ServingBed {
  let dir = '';
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), folderPrefix));
    if (databaseUrl) await resetPostgres(databaseUrl);
    server = await startServerProcess({ dataDir: path.join(dir, 'data'), databaseUrl, logFile: path.join(dir, 'server.log'), clockStart: new Date() });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get server() {
      return server;
    },
    get logFile() {
      return path.join(dir, 'server.log');
    },
    env: () => ({ DATA_DIR: path.join(dir, 'data'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
    async stop() {
      await server?.stop();
      server = undefined;
    },
  };
}
