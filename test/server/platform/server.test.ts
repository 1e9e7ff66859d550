import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import { startServer, type RunningServer } from '../../../server/start';
import * as demo from '../../../server/platform/db/seed/data';
import { backends, type FreshDatabase } from '../harness';

describe.each(backends)('real server on $name', (backend) => {
  let fresh: FreshDatabase | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await fresh?.dispose();
    fresh = undefined;
  });

  async function start(logFile?: string) {
    const { databaseUrl, dataDir } = fresh!.location;
    return startServer({ port: 0, hostname: '127.0.0.1', dataDir, databaseUrl, logFile, quiet: !logFile });
  }

  it('migrates, seeds and answers over HTTP; a restart does not seed again', async () => {
    fresh = await backend.fresh();
    await fresh.opened.close(); // the server opens its own connection
    const logDir = mkdtempSync(path.join(tmpdir(), 'ritmo-logs-'));
    const logFile = path.join(logDir, 'server.log');
    try {
      server = await start(logFile);
      const response = await fetch(`${server.url}/api/customer/locations`, { headers: { 'X-Language': 'en' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
      const answer = v.parse(endpoints.locations.answer, await response.json());
      expect(answer.data).toHaveLength(demo.locations.length);
      await server.close();

      server = await start(logFile);
      const again = await fetch(`${server.url}/api/customer/locations`);
      expect(v.parse(endpoints.locations.answer, await again.json()).data).toHaveLength(demo.locations.length);
      await server.close();
      server = undefined;

      const lines = readFileSync(logFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string });
      expect(lines.filter((line) => line.msg === 'Demo data seeded')).toHaveLength(1);
      expect(lines.filter((line) => line.msg === 'Server listening')).toHaveLength(2);
    } finally {
      rmSync(logDir, { recursive: true, force: true });
    }
  });

  it('serves product photos under /media', async () => {
    fresh = await backend.fresh();
    await fresh.opened.close();
    server = await start();
    const code = demo.products[0]!.productCode;
    const photo = await fetch(`${server.url}/media/products/${code}-250.svg`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('Content-Type')).toContain('image/svg+xml');
  });
});
