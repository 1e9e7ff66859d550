import path from 'node:path';
import { startServerProcess } from '../../../bench/serverProcess';
import type { Backend } from '../harness';
import { OPEN_TIME } from './orderBed';

export interface SpawnedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The real server as its own process (bench/server-child.ts) on a fresh database of the backend, with `env` added. */
export async function spawnedServer(backend: Backend, env: Record<string, string> = {}): Promise<SpawnedServer> {
  const fresh = await backend.fresh();
  await fresh.opened.close();
  const { dataDir, databaseUrl } = fresh.location;
  const server = await startServerProcess({
    dataDir,
    databaseUrl,
    logFile: path.join(dataDir, 'server.log'),
    clockStart: OPEN_TIME,
    env: { DIST_DIR: path.join(dataDir, 'no-app'), ...env },
  }).catch(async (error: unknown) => {
    await fresh.dispose();
    throw error;
  });
  return {
    url: server.url,
    port: Number(new URL(server.url).port),
    async stop() {
      await server.stop().finally(() => fresh.dispose());
    },
  };
}
