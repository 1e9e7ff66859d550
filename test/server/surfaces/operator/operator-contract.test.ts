import { withDocsEndpoints } from '../../../../server/surfaces/operator/docsEndpoints';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorEndpoints } from '../../../../src/api/contract/operator/operator';
import { OPERATOR_BASE_PATH, type OperatorEndpoint } from '../../../../src/api/contract/operator/call';
import { createApp } from '../../../../server/app';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { TEST_SECRET } from '../../support/customers';
import { createTestKey, expectProblem, operatorCall } from '../../support/operatorBed';
import { OPEN_TIME } from '../../support/orderBed';

/** The calls a key opens; the public document is served by the OpenAPI generator. */
const endpoints: [string, OperatorEndpoint][] = Object.entries(operatorEndpoints).filter(([, endpoint]) => endpoint.scope !== null);

describe('the operator contract table', () => {
  it.each(endpoints)('%s: its example fits its own schemas', (_name, endpoint) => {
    const { example } = endpoint;
    expect(example, 'every call has an example').toBeDefined();
    if (!example) return;
    if (endpoint.params) expect(v.safeParse(endpoint.params, example.params).issues).toBeUndefined();
    if (endpoint.query) expect(v.safeParse(endpoint.query, example.query ?? {}).issues).toBeUndefined();
    if (endpoint.body && example.body !== undefined) expect(v.safeParse(endpoint.body, example.body).issues).toBeUndefined();
    expect(v.safeParse(endpoint.answer, example.answer).issues).toBeUndefined();
    expect(endpoint.summary.length).toBeGreaterThan(10);
  });
});

describe.each(backends)('the operator API as a whole on $name', (backend) => {
  let fresh: FreshDatabase;
  let app: Hono;
  const clock = { now: OPEN_TIME };

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    const config = ephemeralConfig({ jwtSecret: TEST_SECRET, operatorRequestsPerMinute: 3 });
    app = createApp({ db: fresh.opened.db, logger: memoryLogger().logger, config, now: () => clock.now });
  });
  afterAll(() => fresh.dispose());

  it('serves every keyed call of the table, and no other keyed call under its path', () => {
    const call = (endpoint: OperatorEndpoint) => `${endpoint.method} ${OPERATOR_BASE_PATH}${endpoint.path}`;
    const publicCalls = new Set(
      Object.values(withDocsEndpoints(operatorEndpoints) as Record<string, OperatorEndpoint>)
        .filter((endpoint) => endpoint.scope === null)
        .map(call),
    );
    const served = app.routes
      .filter((route) => route.path.startsWith(OPERATOR_BASE_PATH) && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !publicCalls.has(route));
    const declared = endpoints.map(([, endpoint]) => call(endpoint));
    expect([...new Set(served)].sort()).toEqual(declared.sort());
  });

  it.each(endpoints)('%s answers a request without a key with 401 problem details', async (_name, endpoint) => {
    const path = endpoint.path.replace(':orderId', '1');
    expectProblem(await operatorCall(app, endpoint.method, path, {}, endpoint.method === 'GET' ? undefined : {}), 401, 'unauthorized');
  });

  it('limits each key to its requests a minute: 429 with Retry-After, other keys untouched, room again a minute later', async () => {
    clock.now = OPEN_TIME;
    const first = await createTestKey(fresh.opened.db, ['orders:read'], 'va01', OPEN_TIME);
    const second = await createTestKey(fresh.opened.db, ['orders:read'], 'va01', OPEN_TIME);
    for (let i = 0; i < 3; i += 1) expect((await operatorCall(app, 'GET', '/orders', first.auth)).status).toBe(200);
    clock.now = new Date(OPEN_TIME.getTime() + 20_000);
    const limited = await operatorCall(app, 'GET', '/orders', first.auth);
    expectProblem(limited, 429, 'rate_limited');
    expect(limited.response.headers.get('Retry-After')).toBe('40');
    expect((await operatorCall(app, 'GET', '/orders', second.auth)).status).toBe(200);
    clock.now = new Date(OPEN_TIME.getTime() + 60_001);
    expect((await operatorCall(app, 'GET', '/orders', first.auth)).status).toBe(200);
  });

  it('answers a body too large and JSON that does not parse as problem details too', async () => {
    clock.now = new Date(OPEN_TIME.getTime() + 3_600_000);
    const chain = await createTestKey(fresh.opened.db, ['catalogue:write'], undefined, clock.now);
    expectProblem(await operatorCall(app, 'PUT', '/catalogue', chain.auth, { products: 'x'.repeat(300 * 1024) }), 413, 'payload_too_large');
    expectProblem(await operatorCall(app, 'PUT', '/catalogue', chain.auth, '{"products": ['), 400, 'bad_request');
  });
});
