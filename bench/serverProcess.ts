import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHILD = path.join(ROOT, 'bench', 'server-child.ts');
const START_TIMEOUT_MS = 120_000;

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process from /proc/<pid>/stat (fields 14 and 15, after the parenthesised name). */
export function processCpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export interface ServerProcessOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  logFile: string;
  /** Where the server's clock starts (it runs on at real speed). */
  clockStart: Date;
  /** Folder for a V8 CPU profile of the server, written when it stops. */
  cpuProfDir?: string | undefined;
  /** More settings for the server's environment (JWT_SECRET, …). */
  env?: Record<string, string> | undefined;
}

export interface ServerProcess {
  url: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number | undefined;
  /** Settles when the process ends, however: with its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** CPU seconds the server process has used so far (Linux /proc; NaN elsewhere). */
  cpuSeconds(): number;
  /** Graceful stop (SIGTERM); rejects unless the server exits with 0. */
  stop(): Promise<void>;
  /** Sudden death (SIGKILL), as a crash or an out-of-memory kill would end it. */
  kill(): Promise<void>;
}

/** Starts bench/server-child.ts as a separate node process and waits for its URL line. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const profiling = options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    LOG_FILE: options.logFile,
    APP_MODE: 'demo',
    BENCH_CLOCK_START: options.clockStart.toISOString(),
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', CHILD], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');

  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start in time')), START_TIMEOUT_MS);
    lines.on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { url?: string };
        if (parsed.url) {
          clearTimeout(timer);
          resolve(parsed.url);
        }
      } catch {
        // Not the URL line (console output of the server); ignore.
      }
    });
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${String(code)} before listening`));
    });
  });

  return {
    url,
    pid: child.pid,
    exited: exited.then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null })),
    cpuSeconds: () => processCpuSeconds(child.pid),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const [code] = await exited;
      if (code !== 0) throw new Error(`The server stopped with code ${String(code)}`);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
