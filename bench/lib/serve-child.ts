import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../server/start';
import { shiftedClock } from '../../test/e2e/harness';

// Child process of bench/lib/server.ts: the real server on a free port and a fresh data folder, in its
// own process so its work does not share an event loop with Lighthouse or the benchmark's own code.
const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-bench-'));
const clockStart = process.env.BENCH_CLOCK_START;
const server = await startServer({
  quiet: true,
  port: 0,
  dataDir,
  distDir: path.resolve(process.env.BENCH_DIST_DIR ?? 'dist'),
  ...(clockStart ? { now: shiftedClock(new Date(clockStart)) } : {}),
});
process.send?.({ url: server.url });

async function stop() {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
