import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocationCodeSchema } from '../../../../src/api/contract/common';
import { operatorEndpoints } from '../../../../src/api/contract/operator/operator';
import { operatorCall, type OperatorEndpoint } from '../../../../src/api/contract/operator/call';
import { withDocsEndpoints } from '../../../../server/surfaces/operator/docsEndpoints';
import { operatorOpenApi, type OpenApiDocument } from '../../../../server/surfaces/operator/openapi';
import { backends } from '../../harness';
import { newPickupOrder, pay } from '../../support/counterBed';
import { createCustomer } from '../../support/customers';
import { insertOperatorKey, runExamples, openApiShapeProblems, routeDrift } from '../../support/openApiCheck';
import { OPEN_TIME, ordersTestApp, ordersTestBed, type OrdersTestBed } from '../../support/orderBed';

/**
 * The document and the server cannot drift apart: every call the server answers under the operator API
 * is documented, every documented call is answered, and every example of the contract table, sent with a
 * real key, gets a documented answer. Examples run on the seeded demo database holding one paid pick-up
 * order (id 1, New) at va01, with a chain key of every scope.
 */
describe.each(backends)('the operator API against its own document on $name', (backend) => {
  let bed: OrdersTestBed;
  let document: OpenApiDocument;
  let key: string;

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    const ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana María López', phone: '600000001' });
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, OPEN_TIME);
    key = await insertOperatorKey(bed.db, { locationId: null });
    const served = await bed.app.request('/api/operator/v1/openapi.json');
    expect(served.status).toBe(200);
    document = (await served.json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('serves a valid document of every call of the contract table', () => {
    expect(openApiShapeProblems(document)).toEqual([]);
    const operationIds = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    for (const name of Object.keys(operatorEndpoints)) expect(operationIds).toContain(name);
  });

  it('documents every call the server answers under /api/operator/v1, and answers every documented call', () => {
    expect(routeDrift(bed.app.routes, document)).toEqual({ undocumented: [], unserved: [] });
  });

  it('answers every example of the contract table as the document says, with a real key', async () => {
    const run = await runExamples(bed.app, document, withDocsEndpoints(operatorEndpoints), key);
    console.info(`Operator API examples on ${backend.name}:\n  ${run.outcomes.join('\n  ')}`);
    expect(run.problems).toEqual([]);
    expect(run.outcomes).toContain('operatorOpenApiDocument: 200');
    expect(run.outcomes).toContain('operatorReferencePage: 200');
  });

  it('notices a call the server answers that the document does not name, and one it names that nobody answers', () => {
    const copy = ordersTestApp(bed.db, () => bed.clock.now);
    copy.get('/api/operator/v1/orders/:orderId{[0-9]+}/secret', (c) => c.json({ secret: true }));
    copy.delete('/api/operator/v1/openapi.json', (c) => c.body(null, 204));
    const unanswered = structuredClone(document);
    unanswered.paths['/ghosts/{ghostId}'] = { get: { ...unanswered.paths['/openapi.json']!.get!, operationId: 'ghost' } };
    expect(routeDrift(copy.routes, unanswered)).toEqual({
      undocumented: ['DELETE /openapi.json', 'GET /orders/{orderId}/secret'],
      unserved: ['GET /ghosts/{ghostId}'],
    });
  });

  it('notices an example whose answer is not what the document says', async () => {
    const probe = {
      shopCount: operatorCall({
        method: 'GET',
        path: '/probe/:shop',
        summary: 'A call for this test',
        scope: 'orders:read',
        params: v.object({ shop: LocationCodeSchema }),
        answer: v.object({ shop: v.string(), count: v.number() }),
        problems: ['unknown_shop'],
        example: { params: { shop: 'va01' }, answer: { shop: 'va01', count: 2 } },
      }),
    } satisfies Record<string, OperatorEndpoint>;
    const probeDocument = operatorOpenApi(withDocsEndpoints(probe));
    const copy = ordersTestApp(bed.db, () => bed.clock.now);
    let answer: { status: number; body: unknown; type?: string } = { status: 200, body: { shop: 'va01', count: 2 } };
    copy.get('/api/operator/v1/probe/:shop', (c) => {
      expect(c.req.header('Authorization')).toBe(`Bearer ${key}`);
      return c.body(JSON.stringify(answer.body), answer.status as 200, { 'Content-Type': answer.type ?? 'application/json' });
    });
    const problem = (status: number, code: string) => ({ status, type: 'application/problem+json', body: { type: 'about:blank', title: code, status, code } });
    const run = () => runExamples(copy, probeDocument, probe, key);

    expect(await run()).toEqual({ outcomes: ['shopCount: 200'], problems: [] });
    // A refusal the call documents as its own is an answer of the document.
    answer = problem(404, 'unknown_shop');
    expect(await run()).toEqual({ outcomes: ['shopCount: 404 unknown_shop'], problems: [] });

    answer = { status: 200, body: { shop: 'va01', count: 'two' } };
    expect((await run()).problems).toEqual([expect.stringMatching(/^shopCount: the answer does not match the document: .*\/count.*must be number/)]);
    answer = problem(409, 'status_changed');
    expect((await run()).problems).toEqual([
      expect.stringMatching(/^shopCount: GET \/api\/operator\/v1\/probe\/va01 answered 409, documented 200: an undocumented status/),
    ]);
    answer = problem(400, 'bad_request');
    expect((await run()).problems).toEqual([expect.stringMatching(/answered 400, documented 200: the example fails bad_request/)]);
    answer = { ...problem(404, 'unknown_shop'), type: 'application/json' };
    expect((await run()).problems).toEqual([expect.stringMatching(/answered 404, documented 200: answered application\/json, not application\/problem\+json/)]);

    answer = { status: 200, body: { shop: 'va01', count: 2 } };
    const staleExample = { shopCount: { ...probe.shopCount, example: { ...probe.shopCount.example, answer: { shop: 'va01' } } } };
    expect((await runExamples(copy, probeDocument, staleExample, key)).problems).toEqual([
      expect.stringMatching(/^shopCount: the example answer does not match the document: .*count/),
    ]);
  });
});
