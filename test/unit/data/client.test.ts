import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { HEADERS } from '../../../src/api/contract';
import { APP_VERSION } from '../../../src/domain/constants';
import { sendJson, startTestApi } from './testApi';

const page = { code: 'legal', title: 'Aviso legal', subtitle: '', items: [{ type: 'texts', texts: ['Hola'] }] };

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

function clientFor(baseURL: string, errors: string[] = [], token?: string) {
  return createApiClient({
    baseURL,
    getLanguage: () => 'en',
    getLocationId: () => 10,
    getToken: () => token,
    appCode: 'default',
    logError: (message) => errors.push(message),
  });
}

describe('api client headers (spec §7)', () => {
  it('sends language, location id, app code, internal code = app version', async () => {
    const api = await startTestApi((_req, res) => sendJson(res, 200, { wasOk: true, data: page }));
    stop = api.close;
    await clientFor(api.baseURL).call('page', { params: { pageCode: 'legal' } });
    const headers = api.requests[0]!.headers;
    expect(api.requests[0]!.url).toBe('/api/customer/page/legal');
    expect(headers[HEADERS.language.toLowerCase()]).toBe('en');
    expect(headers[HEADERS.locationId.toLowerCase()]).toBe('10');
    expect(headers[HEADERS.appCode.toLowerCase()]).toBe('default');
    expect(headers[HEADERS.internalCode.toLowerCase()]).toBe(APP_VERSION);
    expect(headers.authorization).toBeUndefined();
  });

  it('adds a Bearer token only when one exists', async () => {
    const api = await startTestApi((_req, res) => sendJson(res, 200, { wasOk: true, data: page }));
    stop = api.close;
    await clientFor(api.baseURL, [], 'tok123').call('page', { params: { pageCode: 'legal' } });
    expect(api.requests[0]!.headers.authorization).toBe('Bearer tok123');
  });
});

describe('api client answers', () => {
  it('returns validated data and the ETag', async () => {
    const api = await startTestApi((_req, res) => sendJson(res, 200, { wasOk: true, data: page }, { ETag: '"v1"' }));
    stop = api.close;
    const answer = await clientFor(api.baseURL).call('page', { params: { pageCode: 'legal' } });
    expect(answer).toMatchObject({ wasOk: true, status: 'ok', data: page, etag: '"v1"' });
  });

  it('sends If-None-Match and reports not-modified on 304', async () => {
    const api = await startTestApi((req, res) => {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { ETag: '"v1"' });
        res.end();
      } else sendJson(res, 200, { wasOk: true, data: page });
    });
    stop = api.close;
    const answer = await clientFor(api.baseURL).call('page', { params: { pageCode: 'legal' }, etag: '"v1"' });
    expect(answer).toMatchObject({ wasOk: true, status: 'not-modified' });
  });

  it('treats an answer that breaks the contract as an error and logs it', async () => {
    const errors: string[] = [];
    const api = await startTestApi((_req, res) => sendJson(res, 200, { wasOk: true, data: { title: 42 } }));
    stop = api.close;
    const answer = await clientFor(api.baseURL, errors).call('page', { params: { pageCode: 'legal' } });
    expect(answer).toMatchObject({ wasOk: false, status: 'invalid-answer' });
    expect(errors[0]).toMatch(/Invalid answer from page/);
  });

  it('passes a 404 through with its error, without logging it', async () => {
    const errors: string[] = [];
    const api = await startTestApi((_req, res) =>
      sendJson(res, 404, { wasOk: false, error: { code: 'not_found', message: 'Page x not found' } }),
    );
    stop = api.close;
    const answer = await clientFor(api.baseURL, errors).call('page', { params: { pageCode: 'x' } });
    expect(answer).toMatchObject({ wasOk: false, status: 'http', httpStatus: 404, error: { code: 'not_found' } });
    expect(errors).toEqual([]);
  });

  it('reports not ok without throwing on a network error, and logs it', async () => {
    const api = await startTestApi((_req, res) => sendJson(res, 200, {}));
    await api.close(); // nothing listens on that port any more
    const errors: string[] = [];
    const answer = await clientFor(api.baseURL, errors).call('recipes');
    expect(answer).toEqual({ wasOk: false, status: 'network' });
    expect(errors[0]).toMatch(/Network error calling recipes/);
  });

  it('posts JSON bodies', async () => {
    const api = await startTestApi((_req, res) => sendJson(res, 200, { wasOk: true, data: { accepted: 1 } }));
    stop = api.close;
    const record = {
      time: new Date().toISOString(), message: 'm', status: 'info' as const, source: 's', host: 'h', service: 'x',
      version: '1', browser: 'b', languages: 'es', user: '', url: 'u',
    };
    const answer = await clientFor(api.baseURL).call('logIntake', { body: { records: [record] } });
    expect(answer).toMatchObject({ wasOk: true, data: { accepted: 1 } });
    expect(api.requests[0]!.method).toBe('POST');
    expect(JSON.parse(api.requests[0]!.body)).toEqual({ records: [record] });
    expect(api.requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('sends no body and no content type on a GET', async () => {
    const api = await startTestApi((_req, res) => sendJson(res, 200, { wasOk: true, data: page }));
    stop = api.close;
    await clientFor(api.baseURL).call('page', { params: { pageCode: 'legal' } });
    expect(api.requests[0]!.body).toBe('');
    expect(api.requests[0]!.headers['content-type']).toBeUndefined();
  });

  it('treats an answer that is not JSON as breaking the contract', async () => {
    const errors: string[] = [];
    const api = await startTestApi((_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    stop = api.close;
    const answer = await clientFor(api.baseURL, errors).call('page', { params: { pageCode: 'legal' } });
    expect(answer).toMatchObject({ wasOk: false, status: 'invalid-answer', httpStatus: 502 });
    expect(errors[0]).toMatch(/Invalid answer from page \(HTTP 502\)/);
  });

  it('gives up on an answer that does not come within the timeout, as a network failure', async () => {
    const api = await startTestApi(() => undefined); // never answers
    stop = api.close;
    const errors: string[] = [];
    const client = createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, timeoutMs: 50, logError: (m) => errors.push(m) });
    expect(await client.call('recipes')).toEqual({ wasOk: false, status: 'network' });
    expect(errors[0]).toMatch(/Network error calling recipes/);
  });
});
