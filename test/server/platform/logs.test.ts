import { afterEach, describe, expect, it } from 'vitest';
import type { LogRecord } from '../../../src/api/contract';
import { LOG_RECORDS_PER_MINUTE } from '../../../server/platform/logs/logIntake';
import { REPEAT_SAMPLE_EVERY } from '../../../server/platform/logs/repeatSampling';
import { backends } from '../harness';
import { authTestBed, type AuthTestBed } from '../support/authApp';

const MINUTE = 60_000;

const record = (overrides: Partial<LogRecord> = {}): LogRecord => ({
  time: '2026-03-01T10:00:00.000Z',
  message: 'Catalogue refreshed',
  status: 'info',
  source: 'sync',
  host: 'localhost',
  service: 'ritmo-pwa',
  version: '1.1.46',
  browser: 'Mozilla/5.0',
  languages: 'es-ES,es',
  user: '',
  url: '/#/va01',
  ...overrides,
});

const batchOf = (size: number, overrides: Partial<LogRecord> = {}) => ({
  records: Array.from({ length: size }, (_, i) => record({ message: `Record ${i}`, ...overrides })),
});

describe.each(backends)('log intake on $name', (backend) => {
  let bed: AuthTestBed;
  afterEach(async () => bed?.dispose());

  const post = (body: string, type = 'application/json', from = '203.0.113.1') =>
    bed.app.request('/api/log', { method: 'POST', body, headers: { 'Content-Type': type, 'X-Forwarded-For': from } });
  const clientLines = () => bed.logLines().filter((line) => line.origin === 'client');

  it('writes each record as a JSON line at its level, an error claimed by the client as a warning', async () => {
    bed = await authTestBed(backend, { trustProxy: 1 });
    const batch = { records: [record(), record({ status: 'warn', message: 'Slow answer' }), record({ status: 'error', message: 'Sync failed' })] };
    const response = await post(JSON.stringify(batch));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ wasOk: true, data: { accepted: 3 } });
    const lines = clientLines();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [30, 'Catalogue refreshed'],
      [40, 'Slow answer'],
      [40, 'Sync failed'],
    ]);
    // What the client claimed stays readable in the record.
    expect((lines[2]!.client as LogRecord).status).toBe('error');
    expect((lines[0]!.client as LogRecord).url).toBe('/#/va01');
  });

  it('accepts a form-encoded flat record', async () => {
    bed = await authTestBed(backend, { trustProxy: 1 });
    const response = await post(new URLSearchParams(record({ message: 'From a form' })).toString(), 'application/x-www-form-urlencoded');
    expect(await response.json()).toEqual({ wasOk: true, data: { accepted: 1 } });
  });

  it('refuses a bad batch with 400 and writes nothing', async () => {
    bed = await authTestBed(backend, { trustProxy: 1 });
    const bad = await post(JSON.stringify({ records: [record(), record({ status: 'debug' as 'info' })] }));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { wasOk: boolean; error: { code: string; field?: string } };
    expect(body).toMatchObject({ wasOk: false, error: { code: 'bad_request', field: 'records.1.status' } });
    expect((await post(JSON.stringify({ records: [] }))).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect((await post('[1,2]')).status).toBe(400);
    expect(clientLines()).toHaveLength(0);
  });

  it('refuses oversized bodies and unknown body types without a 500', async () => {
    bed = await authTestBed(backend, { trustProxy: 1 });
    const huge = JSON.stringify({ records: [record({ message: 'x'.repeat(300_000) })] });
    expect((await post(huge)).status).toBe(413);
    expect((await post('<xml/>', 'application/xml')).status).toBe(415);
  });

  it(`takes at most ${LOG_RECORDS_PER_MINUTE} records a minute from one address: then 429 with Retry-After, nothing written`, async () => {
    bed = await authTestBed(backend, { trustProxy: 1 });
    const fullBatches = LOG_RECORDS_PER_MINUTE / 100;
    for (let i = 0; i < fullBatches; i += 1) expect((await post(JSON.stringify(batchOf(100, { source: `batch${i}` })))).status).toBe(200);
    const written = clientLines().length;

    const refused = await post(JSON.stringify(batchOf(1, { message: 'One more' })));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ wasOk: false, error: { code: 'rate_limited' } });
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(clientLines()).toHaveLength(written);

    // Another address has its own budget; the first one's comes back after the minute.
    expect((await post(JSON.stringify(batchOf(1)), 'application/json', '203.0.113.2')).status).toBe(200);
    bed.clock.advance(MINUTE + 1000);
    expect((await post(JSON.stringify(batchOf(1, { message: 'Back again' })))).status).toBe(200);
  });

  it('counts the address the trusted proxy appended: hops the client wrote to its left do not make a new budget', async () => {
    bed = await authTestBed(backend, { trustProxy: 1 });
    const spoofed = (i: number) => `192.0.2.${i}, 203.0.113.99`;
    for (let i = 0; i < LOG_RECORDS_PER_MINUTE / 100; i += 1)
      expect((await post(JSON.stringify(batchOf(100)), 'application/json', spoofed(i))).status).toBe(200);
    expect((await post(JSON.stringify(batchOf(1)), 'application/json', spoofed(99))).status).toBe(429);
    expect((await post(JSON.stringify(batchOf(1)), 'application/json', '203.0.113.99')).status).toBe(429);
    expect((await post(JSON.stringify(batchOf(1)), 'application/json', '192.0.2.1, 203.0.113.100')).status).toBe(200);
  });

  it('behind two proxies (TRUST_PROXY=2), the second hop from the right is the client', async () => {
    bed = await authTestBed(backend, { trustProxy: 2 });
    const through = (spoof: number) => `192.0.2.${spoof}, 203.0.113.99, 198.51.100.5`;
    for (let i = 0; i < LOG_RECORDS_PER_MINUTE / 100; i += 1)
      expect((await post(JSON.stringify(batchOf(100)), 'application/json', through(i))).status).toBe(200);
    expect((await post(JSON.stringify(batchOf(1)), 'application/json', through(99))).status).toBe(429);
    expect((await post(JSON.stringify(batchOf(1)), 'application/json', '192.0.2.1, 203.0.113.100, 198.51.100.5')).status).toBe(200);
  });

  it('keeps the budget under concurrent batches (the counters live in the database)', async () => {
    bed = await authTestBed(backend, { trustProxy: 1 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(JSON.stringify(batchOf(100)))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429]);
  });

  it('writes a repeated message once with its count, then one line per repeats sample', async () => {
    bed = await authTestBed(backend, { trustProxy: 1 });
    const flood = { records: Array.from({ length: 100 }, () => record({ status: 'error', message: 'Same failure' })) };
    expect(await (await post(JSON.stringify(flood))).json()).toEqual({ wasOk: true, data: { accepted: 100 } });
    const sameLines = () => clientLines().filter((line) => line.msg === 'Same failure');
    expect(sameLines()).toHaveLength(1);
    expect(sameLines()[0]).toMatchObject({ level: 40, copies: 100, occurrences: 100 });

    // One at a time: one line per REPEAT_SAMPLE_EVERY further occurrences.
    for (let i = 0; i < 2 * REPEAT_SAMPLE_EVERY; i += 1) await post(JSON.stringify({ records: [record({ status: 'error', message: 'Same failure' })] }));
    expect(sameLines().map((line) => line.occurrences)).toEqual([100, 100 + REPEAT_SAMPLE_EVERY, 100 + 2 * REPEAT_SAMPLE_EVERY]);

    // Another message, and the same message from another address, are written at once.
    await post(JSON.stringify({ records: [record({ message: 'Something else' })] }));
    await post(JSON.stringify({ records: [record({ status: 'error', message: 'Same failure' })] }), 'application/json', '203.0.113.9');
    expect(clientLines().filter((line) => line.msg === 'Something else')).toHaveLength(1);
    expect(sameLines()).toHaveLength(4);
    expect(sameLines()[3]).not.toHaveProperty('occurrences');

    // Ten quiet minutes later it counts as new again.
    bed.clock.advance(11 * MINUTE);
    await post(JSON.stringify({ records: [record({ status: 'error', message: 'Same failure' })] }));
    expect(sameLines()).toHaveLength(5);
  });
});
