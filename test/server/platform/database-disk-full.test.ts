import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, rmdirSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreateBody } from '../../../src/api/contract';
import { startServer, type RunningServer } from '../../../server/start';
import { createCustomer, TEST_SECRET, type TestCustomer } from '../support/customers';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody } from '../support/orderBed';
import { orderIntegrity } from '../support/orderIntegrity';

/**
 * The embedded PGlite on a disk that fills up: a small tmpfs mounted for the test (root can mount one;
 * elsewhere the test is skipped and says so). Writes fail with "No space left on device" while reads
 * still answer; the server answers 503 with Retry-After and says it is not ready, and works again once
 * space is freed.
 */
const DISK_MB = 96;

function mountSmallDisk(): string | null {
  const folder = mkdtempSync(path.join(tmpdir(), 'ritmo-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', folder], { stdio: 'ignore' });
    return folder;
  } catch {
    rmdirSync(folder);
    return null;
  }
}

/** Writes a file until the disk refuses more (ENOSPC). */
function fillDisk(file: string): void {
  const block = Buffer.alloc(1024 * 1024);
  const fd = openSync(file, 'w');
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    // The last partial blocks: whatever space is left, down to the byte.
    for (let size = block.length / 2; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) writeSync(fd, block, 0, size);
      } catch {
        // Full at this size; try a smaller one.
      }
    }
  } finally {
    closeSync(fd);
  }
}

const disk = mountSmallDisk();
if (!disk) console.warn('database-disk-full: mounting a tmpfs is not permitted here; the disk-full test is skipped');

describe.skipIf(!disk)('PGlite on a full disk', () => {
  const folder = disk as string;
  const filler = path.join(folder, 'filler');
  let server: RunningServer;
  let eva: TestCustomer;
  let body: OrderCreateBody;

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      hostname: '127.0.0.1',
      quiet: true,
      dataDir: path.join(folder, 'data'),
      jwtSecret: new TextDecoder().decode(TEST_SECRET),
      now: () => OPEN_TIME,
    });
    eva = await createCustomer(server.db, 'eva.disk@example.com', { name: 'Eva', phone: '600000888' });
    body = await orderBody(server.db, eva.id, [await cartLine(server.db, 'P1005', 1), await cartLine(server.db, 'P1001', 2)]);
  }, 120_000);

  afterAll(async () => {
    await server?.close().catch(() => {});
    try {
      execFileSync('umount', [folder], { stdio: 'ignore' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  async function order() {
    const response = await fetch(`${server.url}/api/customer/orders`, {
      method: 'POST',
      headers: { ...eva.auth, 'Content-Type': 'application/json', 'X-Location-Id': String(SHOP_ID), 'X-Language': 'es', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { error?: { code: string } };
    return { status: response.status, retryAfter: response.headers.get('Retry-After'), code: answer.error?.code };
  }

  const ready = async () => (await fetch(`${server.url}/api/ready`)).status;

  it('answers 503 with Retry-After while the disk is full, is not ready, and serves again once space is freed', async () => {
    expect((await order()).status).toBe(200);
    const { orders } = await orderIntegrity(server.db);

    fillDisk(filler);
    try {
      // Several orders: the first ones may still fit in pages PostgreSQL already holds.
      const answers = [];
      for (let attempt = 0; attempt < 20; attempt += 1) answers.push(await order());
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) expect(answer).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), code: 'service_unavailable' });
      expect(await ready()).toBe(503);
      // Reads still answer: the catalogue is served.
      expect((await fetch(`${server.url}/api/customer/va01/home-wapp`)).status).toBe(200);
    } finally {
      unlinkSync(filler);
    }

    expect((await order()).status).toBe(200);
    const integrity = await orderIntegrity(server.db);
    expect(integrity).toEqual({ orders: integrity.orders, ordersWithoutLines: 0, countersOff: 0, ordersWithoutAnswer: 0, answersWithoutOrder: 0 });
    expect(integrity.orders).toBeGreaterThan(orders);
    let readiness = await ready();
    for (let waited = 0; readiness !== 200 && waited < 15_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      readiness = await ready();
    }
    expect(readiness).toBe(200);
  });
});
