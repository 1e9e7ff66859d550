import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the production build on the real server (embedded PGlite, temp data) in a child process. */
export async function startBenchServer(options: { clockStart?: Date; distDir?: string } = {}): Promise<BenchServer> {
  const distDir = path.resolve(options.distDir ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} has no build: run \`npm run build\` first.`);
  const child = fork(path.resolve('bench/lib/serve-child.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DIST_DIR: distDir, ...(options.clockStart ? { BENCH_CLOCK_START: options.clockStart.toISOString() } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
