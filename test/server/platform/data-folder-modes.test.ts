import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, cpSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';

/** Every file and folder under `dir` (itself included) that group or other may read, write or enter, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(dir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

/**
 * Runs server/main.ts on the embedded database under umask 000 (what a careless service manager gives),
 * until it says it listens, then stops it.
 */
async function startAndStop(dataDir: string): Promise<void> {
  const child = spawn('sh', ['-c', `umask 000 && exec "${process.execPath}" --import tsx server/main.ts`], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', APP_MODE: 'demo', LOG_FILE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.includes('Ritmo coffee app on')) resolve();
    });
    void exited.then(() => reject(new Error(`The server ended before listening: ${stderr}`)));
  });
  child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  expect(code).toBe(0);
}

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-modes-'));
  dirs.push(dir);
  return dir;
};

describe("the embedded database's files are the server user's only", () => {
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('after a first start under umask 000, nothing under the data folder is open to group or other', async () => {
    const dataDir = path.join(newDir(), 'data');
    await startAndStop(dataDir);
    expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 240_000);

  it('a data folder left with 0666 files and 0777 folders is made private at start', async () => {
    const dataDir = path.join(newDir(), 'data');
    cpSync(inject('pgliteTemplateDir'), path.join(dataDir, 'pglite'), { recursive: true });
    const loosen = (entry: string) => {
      const stat = lstatSync(entry);
      chmodSync(entry, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory()) for (const name of readdirSync(entry)) loosen(path.join(entry, name));
    };
    loosen(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);
    await startAndStop(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 240_000);
});
