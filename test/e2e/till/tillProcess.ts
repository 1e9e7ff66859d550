import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One JSON line the till printed. */
export interface TillEvent {
  event: string;
  at: number;
  [detail: string]: unknown;
}

export interface Till {
  url: string;
  events: TillEvent[];
  /** Resolves with the first event (past or coming) the predicate accepts; rejects after `timeoutMs`. */
  waitFor(predicate: (event: TillEvent) => boolean, timeoutMs?: number): Promise<TillEvent>;
  stop(): Promise<void>;
}

/** A port free now, for a receiver whose address must be known before it starts (the subscription names it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm run operator -- …` against the running server's data folder (the command reaches it through its admin channel). */
export async function operatorCommand(dataDir: string, args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 60_000,
  });
  return stdout;
}

/** Starts test/e2e/till/till.ts as its own node process and follows what it prints. */
export async function startTill(env: { port: number; webhookSecret: string; apiUrl: string; key: string; kitchenDelayMs: number }): Promise<Till> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/till/till.ts'], {
    env: {
      ...process.env,
      TILL_PORT: String(env.port),
      WEBHOOK_SECRET: env.webhookSecret,
      OPERATOR_API_URL: env.apiUrl,
      OPERATOR_KEY: env.key,
      TILL_KITCHEN_DELAY_MS: String(env.kitchenDelayMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: TillEvent[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      events.push(JSON.parse(line) as TillEvent);
    } catch {
      events.push({ event: 'output', at: Date.now(), line });
    }
    for (const wake of waiters) wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitFor = (predicate: (event: TillEvent) => boolean, timeoutMs = 30_000) =>
    new Promise<TillEvent>((resolve, reject) => {
      const look = () => {
        const found = events.find(predicate);
        if (!found) return;
        finish();
        resolve(found);
      };
      const timer = setTimeout(() => {
        finish();
        reject(
          new Error(`The till did not report it within ${timeoutMs} ms. It printed:\n${events.map((event) => JSON.stringify(event)).join('\n')}\n${stderr}`),
        );
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(look);
      };
      waiters.add(look);
      look();
    });

  const listening = await waitFor((event) => event.event === 'listening', 60_000);
  return {
    url: String(listening.url),
    events,
    waitFor,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
