import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogRecord } from '../../src/api/contract';
import { backends, seededApp, type TestApp } from './harness';

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

describe('log intake', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(backends[0]!);
  });
  afterAll(async () => {
    await t.fresh.dispose();
  });

  const post = (body: string, type = 'application/json') =>
    t.app.request('/api/log', { method: 'POST', body, headers: { 'Content-Type': type } });

  it('accepts a batch and writes each record as a JSON line at its level', async () => {
    const batch = { records: [record(), record({ status: 'error', message: 'Sync failed' })] };
    const response = await post(JSON.stringify(batch));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ wasOk: true, data: { accepted: 2 } });
    const lines = t.logLines().filter((line) => line.origin === 'client');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [30, 'Catalogue refreshed'],
      [50, 'Sync failed'],
    ]);
    expect((lines[1]!.client as LogRecord).url).toBe('/#/va01');
  });

  it('accepts a form-encoded flat record', async () => {
    const response = await post(new URLSearchParams(record({ message: 'From a form' })).toString(), 'application/x-www-form-urlencoded');
    expect(await response.json()).toEqual({ wasOk: true, data: { accepted: 1 } });
  });

  it('refuses a bad batch with 400 and writes nothing', async () => {
    const before = t.logLines().length;
    const bad = await post(JSON.stringify({ records: [record(), record({ status: 'debug' as 'info' })] }));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { wasOk: boolean; error: { code: string; field?: string } };
    expect(body).toMatchObject({ wasOk: false, error: { code: 'bad_request', field: 'records.1.status' } });
    expect((await post(JSON.stringify({ records: [] }))).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect((await post('[1,2]')).status).toBe(400);
    expect(t.logLines().length).toBe(before);
  });

  it('refuses oversized bodies and unknown body types without a 500', async () => {
    const huge = JSON.stringify({ records: [record({ message: 'x'.repeat(300_000) })] });
    expect((await post(huge)).status).toBe(413);
    expect((await post('<xml/>', 'application/xml')).status).toBe(415);
  });
});
