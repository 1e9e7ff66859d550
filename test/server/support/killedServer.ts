import { spawn } from 'node:child_process';
import type { FreshDatabase } from '../harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it holds; fails naming `what` after `timeoutMs`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Runs server/main.ts as an operator would on `location` (with `env` added), waits until `check` holds, then kills it
 * with SIGKILL: a process that dies mid-work, leaving whatever it held to its lease. A timeout reports the server's stderr.
 */
export async function killServerOnce(
  location: FreshDatabase['location'],
  env: Record<string, string>,
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 150_000,
): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: location.dataDir, DATABASE_URL: location.databaseUrl ?? '', LOG_FILE: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let childErrors = '';
  child.stderr?.on('data', (chunk: Buffer) => (childErrors += chunk.toString()));
  try {
    await until(what, check, timeoutMs).catch((error: Error) => {
      throw new Error(`${error.message}; the server said: ${childErrors.slice(-2000)}`);
    });
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}
