import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyReadTimeMs } from '../../../server/platform/http/bodyReceiving';
import { backends } from '../harness';
import { spawnedServer, type SpawnedServer } from '../support/spawnedServer';

const WRITE_SLOTS = 4;
/** What the hostile client announced: 100,000 bytes, then a byte now and then. */
const ANNOUNCED_BYTES = 100_000;
const OTHER_WRITES = 8;

const logBatch = (message: string) =>
  JSON.stringify({
    records: [
      {
        time: '2026-03-01T10:00:00.000Z',
        message,
        status: 'info',
        source: 'sync',
        host: 'localhost',
        service: 'ritmo-pwa',
        version: '1.1.46',
        browser: 'Mozilla/5.0',
        languages: 'es-ES,es',
        user: '',
        url: '/#/va01',
      },
    ],
  });

interface Trickler {
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
  /** Bytes of the body sent so far. */
  sent(): number;
  destroy(): void;
}

/**
 * A raw connection posting a log batch whose body comes a byte a second. It asks `Expect: 100-continue`
 * only to learn when the server has taken the request up (Node answers 100 Continue just before it hands
 * the request over), so the other clients write while every trickler is inside the server.
 */
async function trickle(port: number): Promise<Trickler> {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let sent = 0;
  const sending: { timer?: NodeJS.Timeout } = {};
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => {
      clearInterval(sending.timer);
      resolve(received);
    });
  });
  socket.on('error', () => {});
  const handedOver = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('100 Continue')) resolve();
    });
  });
  socket.write(
    `POST /api/log HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${ANNOUNCED_BYTES}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await handedOver;
  sending.timer = setInterval(() => {
    if (socket.writable) {
      socket.write(sent === 0 ? '{' : ' ');
      sent += 1;
    }
  }, 1000);
  return { closed, sent: () => sent, destroy: () => socket.destroy() };
}

describe.each(backends)('request bodies sent slowly, on a server process on $name', (backend) => {
  let server: SpawnedServer | undefined;
  let tricklers: Trickler[] = [];
  afterEach(async () => {
    for (const trickler of tricklers) trickler.destroy();
    tricklers = [];
    await server?.stop();
    server = undefined;
  });

  it(`${WRITE_SLOTS} clients trickling bodies into every write slot: other clients' writes go through, the tricklers get 408 and are closed`, async () => {
    server = await spawnedServer(backend, { MAX_CONCURRENT_WRITES: String(WRITE_SLOTS) });
    const started = performance.now();
    tricklers = await Promise.all(Array.from({ length: WRITE_SLOTS }, () => trickle(server!.port)));

    const statuses: number[] = [];
    for (let i = 0; i < OTHER_WRITES; i += 1) {
      const response = await fetch(`${server.url}/api/log`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: logBatch(`Write ${i}`) });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    console.log(`Writes refused while ${WRITE_SLOTS} tricklers were held: ${statuses.filter((status) => status === 503).length} of ${OTHER_WRITES}`);
    expect(statuses).toEqual(Array.from({ length: OTHER_WRITES }, () => 200));

    const answers = await Promise.all(tricklers.map((trickler) => trickler.closed));
    const elapsed = Math.round(performance.now() - started);
    console.log(`Tricklers answered and closed after ${elapsed} ms (body read time for ${ANNOUNCED_BYTES} bytes: ${bodyReadTimeMs(ANNOUNCED_BYTES)} ms)`);
    for (const [index, answer] of answers.entries()) {
      expect(answer).toMatch(/HTTP\/1\.1 408 /);
      expect(answer).toContain('"request_timeout"');
      // Cut by the server long before the body could have arrived.
      expect(tricklers[index]!.sent()).toBeLessThan(ANNOUNCED_BYTES);
    }
  });
});
