import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { shippedMigrationCount } from '../../../server/platform/db/migrationState';
import { backends, memoryLogger, seededApp, type TestApp } from '../harness';

// Issue 11: the server runs like a service: health, readiness, Retry-After, a graceful stop.
describe.each(backends)('service endpoints on $name', (backend) => {
  let bed: TestApp;

  beforeAll(async () => {
    bed = await seededApp(backend);
  });
  afterAll(async () => {
    await bed.fresh.dispose();
  });

  it('answers health and readiness (every migration of the build applied), unlogged and uncached', async () => {
    const health = await bed.app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ wasOk: true, data: { status: 'up' } });
    const ready = await bed.app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ wasOk: true, data: { status: 'ready', migrations: shippedMigrationCount(), verifactu: [] } });
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    expect(bed.logLines()).toEqual([]);
  });

  it('is not ready while stopping, with Retry-After', async () => {
    const { logger } = memoryLogger();
    const stopping = createApp({ db: bed.fresh.opened.db, logger, isDraining: () => true });
    const ready = await stopping.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await stopping.request('/api/health')).status).toBe(200);
  });

  it('answers 429 with the seconds until a sign-in slot frees', async () => {
    const send = () =>
      bed.app.request('/api/customer/login-start', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'many@example.com' }),
      });
    // One address may ask 3 codes for one e-mail per 15 minutes.
    for (let count = 0; count < 3; count += 1) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('Retry-After'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });
});

describe('service readiness without a database', () => {
  it('answers 503 database_unavailable with Retry-After when the database is gone', async () => {
    const bed = await seededApp(backends[0]!);
    await bed.fresh.opened.close();
    try {
      const ready = await bed.app.request('/api/ready');
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { error: { code: string } }).error.code).toBe('database_unavailable');
      expect(ready.headers.get('Retry-After')).toMatch(/^\d+$/);
    } finally {
      await bed.fresh.dispose();
    }
  });
});

describe('a graceful stop', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-stop-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, APP_MODE: 'demo', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_FILE: path.join(dataDir, 'server.log') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = await new Promise<URL>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Ritmo coffee app on (http:\/\/\S+)/.exec(output);
        if (found) resolve(new URL(found[1]!));
      });
      void exited.then(() => reject(new Error(`The server exited early: ${output}`)));
    });

    // The request's headers and half its body are sent; the stop comes before the rest.
    const body = JSON.stringify({ email: 'in.flight@example.com' });
    const answered = new Promise<number>((resolve, reject) => {
      const sending = request(
        {
          host: url.hostname,
          port: url.port,
          path: '/api/customer/login-start',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode ?? 0));
        },
      );
      sending.once('error', reject);
      sending.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => sending.end(body.slice(10)), 500);
      }, 300);
    });
    expect(await answered).toBe(200);
    expect(await exited).toBe(0);
  }, 120_000);
});
