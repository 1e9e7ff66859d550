/**
 * Child process of bench/screens.ts: the real server of the app in SCREENS_APP_DIR (its own server code
 * and its own build, so an older checkout can be screenshotted by the same tool) on a free port, a fresh
 * data folder (demo mode, embedded PGlite, the demo seed), and a clock stopped at SCREENS_CLOCK (every
 * order, invoice and date the screens show is the same from one run to the next). Sends `{ url }` over
 * IPC once listening; a disconnect or SIGTERM closes it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type StartServer = (typeof import('../../server/start'))['startServer'];

const appDir = path.resolve(process.env.SCREENS_APP_DIR ?? '.');
const clock = new Date(process.env.SCREENS_CLOCK ?? '');
if (Number.isNaN(clock.getTime())) throw new Error('SCREENS_CLOCK (ISO date) is required');

const { startServer } = (await import(pathToFileURL(path.join(appDir, 'server', 'start.ts')).href)) as { startServer: StartServer };
const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-screens-'));
const server = await startServer({
  quiet: true,
  port: 0,
  dataDir,
  distDir: path.join(appDir, 'dist'),
  now: () => new Date(clock),
  // Orders stay where they were placed (the demo kitchen would move them on step by step).
  fulfilmentStepSeconds: 24 * 3600,
});
process.send?.({ url: server.url.replace('localhost', '127.0.0.1') });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
