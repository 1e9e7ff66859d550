import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoldOutBodySchema } from '../../../../src/api/contract/counter/availability';
import { LocationCodeSchema } from '../../../../src/api/contract/common';
import { OPERATOR_SCOPES, operatorCall, type OperatorEndpoint } from '../../../../src/api/contract/operator/call';
import { StatusChangeBodySchema, TicketSchema } from '../../../../src/api/contract/counter/staff';
import { ORDER_STATUS } from '../../../../src/api/contract/statuses';
import { withDocsEndpoints } from '../../../../server/surfaces/operator/docsEndpoints';
import { serveOperatorDocs } from '../../../../server/surfaces/operator/docsRoutes';
import { operatorOpenApi, type OpenApiDocument } from '../../../../server/surfaces/operator/openapi';
import { WEBHOOK_EVENT_TYPES } from '../../../../src/api/contract/operator/webhooks';
import { backends, seededApp, type TestApp } from '../../harness';
import { compileEverySchema, documentSchemas, openApiShapeProblems } from '../../support/openApiCheck';

/** A table as the operator API's may look: reading, a status change with its refusals, a sold-out write. */
const sample = {
  orders: operatorCall({
    method: 'GET',
    path: '/orders',
    summary: 'The shop’s orders, newest change first',
    scope: 'orders:read',
    query: v.object({ shop: LocationCodeSchema, status: v.optional(v.pipe(v.string(), v.regex(/^\d+$/))), cursor: v.optional(v.string()) }),
    answer: v.object({ orders: v.array(TicketSchema), next: v.nullable(v.string()) }),
    problems: ['unknown_shop'],
    example: { query: { shop: 'va01' }, answer: { orders: [], next: null } },
  }),
  orderStatus: operatorCall({
    method: 'POST',
    path: '/orders/:orderId/status',
    summary: 'Moves an order to another status',
    scope: 'orders:write',
    params: v.object({ orderId: v.pipe(v.string(), v.regex(/^\d+$/)) }),
    body: StatusChangeBodySchema,
    answer: TicketSchema,
    problems: ['unknown_order', 'status_changed', 'move_not_allowed', 'idempotency_conflict', 'till_specific'],
    example: { params: { orderId: '1' }, body: { to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending } },
  }),
  soldOut: operatorCall({
    method: 'PUT',
    path: '/shops/:shop/sold-out',
    summary: 'Marks a product or an extra value sold out',
    scope: 'availability:write',
    params: v.object({ shop: LocationCodeSchema }),
    body: SoldOutBodySchema,
    answer: v.object({ done: v.literal(true) }),
    status: 201,
    problems: [],
  }),
} satisfies Record<string, OperatorEndpoint>;

const methodsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('the operator API’s OpenAPI document, generated from a contract table', () => {
  const document = operatorOpenApi(withDocsEndpoints(sample));
  const parsed = JSON.parse(JSON.stringify(document)) as OpenApiDocument;

  it('is an OpenAPI 3.1 document whose every reference resolves and every schema compiles', () => {
    expect(parsed.openapi).toBe('3.1.1');
    expect(openApiShapeProblems(parsed)).toEqual([]);
    expect(compileEverySchema(parsed)).toEqual([]);
  });

  it('has every call of the table, with :parameters as {parameters}, and its own two public calls', () => {
    expect(methodsOf(parsed)).toEqual(['GET /docs', 'GET /openapi.json', 'GET /orders', 'POST /orders/{orderId}/status', 'PUT /shops/{shop}/sold-out']);
    expect(parsed.servers[0]?.url).toBe('/api/operator/v1');
    const own = parsed.paths['/openapi.json']?.get;
    expect(own?.security).toEqual([]);
    expect(own?.['x-scopes']).toEqual([]);
    expect(Object.keys(own?.responses ?? {})).toEqual(['200']);
    expect(Object.keys(parsed.paths['/docs']?.get?.responses['200']?.content ?? {})).toEqual(['text/html']);
  });

  it('documents a call’s scope, parameters, body, success and every problem it may answer', () => {
    const status = parsed.paths['/orders/{orderId}/status']?.post;
    expect(status?.['x-scopes']).toEqual(['orders:write']);
    expect(status?.security).toEqual([{ operatorKey: ['orders:write'] }]);
    expect(status?.description).toContain('orders:write');
    expect(status?.parameters.map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ['orderId', 'path', true],
      ['Idempotency-Key', 'header', false],
    ]);
    expect(status?.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/StatusChangeBody' });
    expect(status?.requestBody?.content['application/json']?.example).toEqual({ to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending });
    expect(status?.responses['200']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Ticket' });
    const codesOf = (code: string) => {
      const schema = status?.responses[code]?.content?.['application/problem+json']?.schema as {
        allOf: [unknown, { properties: { code: { enum: string[] } } }];
      };
      expect(schema.allOf[0]).toEqual({ $ref: '#/components/schemas/Problem' });
      return schema.allOf[1].properties.code.enum;
    };
    expect(Object.keys(status?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '409', '422', '429', '4XX']);
    expect(codesOf('401')).toEqual(['unauthorized']);
    expect(codesOf('403')).toEqual(['forbidden_scope']);
    expect(codesOf('409').sort()).toEqual(['idempotency_conflict', 'status_changed']);
    expect(codesOf('422')).toEqual(['move_not_allowed']);
    expect(codesOf('4XX')).toEqual(['till_specific']);

    const list = parsed.paths['/orders']?.get;
    expect(list?.parameters.map(({ name, in: where, required, example }) => [name, where, required, example])).toEqual([
      ['shop', 'query', true, 'va01'],
      ['status', 'query', false, undefined],
      ['cursor', 'query', false, undefined],
    ]);
    expect(list?.parameters.some((parameter) => parameter.name === 'Idempotency-Key')).toBe(false);
    expect(Object.keys(parsed.paths['/shops/{shop}/sold-out']?.put?.responses ?? {})).toContain('201');
  });

  it('puts the named contract schemas it uses into components, and only those', () => {
    expect(Object.keys(parsed.components.schemas).sort()).toEqual([
      'LocalizedText',
      'Problem',
      'SoldOutBody',
      'SoldOutTarget',
      'StatusChangeBody',
      'Ticket',
      'TicketLine',
    ]);
    expect(parsed.components.securitySchemes.operatorKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const scope of OPERATOR_SCOPES) expect(String(parsed.components.securitySchemes.operatorKey?.description)).toContain(scope);
  });

  it('validates what the contract accepts and refuses what it refuses, through the documented schemas', () => {
    const body = documentSchemas(parsed).compile(parsed.paths['/orders/{orderId}/status']!.post!.requestBody!.content['application/json']!.schema);
    expect(body({ to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending })).toBe(true);
    expect(body({ to: 'soon', expected: ORDER_STATUS.pending })).toBe(false);
    expect(body({ to: ORDER_STATUS.inQueue })).toBe(false);
    const answer = documentSchemas(parsed).compile(parsed.paths['/orders']!.get!.responses['200']!.content!['application/json']!.schema);
    expect(answer({ orders: [], next: null })).toBe(true);
    expect(answer({ orders: [{ orderId: 'x' }], next: null })).toBe(false);
  });

  it('describes the webhook events with the Standard Webhooks headers', () => {
    expect(Object.keys(parsed.webhooks)).toEqual(WEBHOOK_EVENT_TYPES);
    expect(WEBHOOK_EVENT_TYPES).toEqual(['order.paid', 'order.status_changed', 'order.cancelled', 'order.refunded', 'availability.changed', 'invoice.issued']);
    for (const { post } of Object.values(parsed.webhooks)) {
      expect(post.parameters.map(({ name, in: where, required }) => [name, where, required])).toEqual([
        ['webhook-id', 'header', true],
        ['webhook-timestamp', 'header', true],
        ['webhook-signature', 'header', true],
      ]);
      expect(post.requestBody?.content['application/json']?.schema).toMatchObject({ type: 'object', required: ['type', 'timestamp', 'data'] });
    }
  });

  it('refuses a table the document cannot describe: one call declared twice, a parameter not in the path', () => {
    const twice = { a: sample.orders, b: { ...sample.orders, summary: 'the same call again' } };
    expect(() => operatorOpenApi(twice)).toThrow(/declared twice/);
    const stray = { c: { ...sample.soldOut, params: v.object({ shop: LocationCodeSchema, orderId: v.string() }) } };
    expect(() => operatorOpenApi(stray)).toThrow(/orderId are not in the path/);
  });

  it('finds a broken reference or a path parameter missing from the operation', () => {
    const broken = structuredClone(parsed);
    broken.paths['/orders']!.get!.responses['200']!.content!['application/json']!.schema = { $ref: '#/components/schemas/Nowhere' };
    broken.paths['/orders/{orderId}/status']!.post!.parameters = [];
    const problems = openApiShapeProblems(broken);
    expect(problems.some((problem) => problem.includes('#/components/schemas/Nowhere'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('POST /orders/{orderId}/status: path parameters'))).toBe(true);
  });
});

describe('the reference page', () => {
  const api = new Hono();
  serveOperatorDocs(api, sample);

  it('renders every call with its method, path, scope, parameters, fields, examples and errors, and the events', async () => {
    const response = await api.request('/operator/v1/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<code>/api/operator/v1/orders/{orderId}/status</code>');
    expect(html).toContain('<span class="method method-put">PUT</span><code>/api/operator/v1/shops/{shop}/sold-out</code>');
    expect(html).toContain('<span class="scope">availability:write</span>');
    expect(html).toContain('<td><code>Idempotency-Key</code></td><td>header</td>');
    // The body's named schema is shown field by field in place.
    expect(html).toMatch(/<h4>Body<\/h4><p class="type"><a href="#schema-StatusChangeBody">StatusChangeBody<\/a><\/p><ul class="fields"><li><code>to<\/code>/);
    expect(html).toContain('curl -X POST &quot;https://your-shop.example/api/operator/v1/orders/1/status&quot;');
    expect(html).toContain('<td>422</td><td>Refused: <code>move_not_allowed</code></td>');
    expect(html).toContain('<td>4XX</td><td>Refused: <code>till_specific</code></td>');
    for (const event of WEBHOOK_EVENT_TYPES) expect(html).toContain(`<h3><code>${event}</code></h3>`);
    expect(html).toContain('webhook.verify(rawBody');
    expect(html).toContain('id="schema-Ticket"');
  });

  it('loads nothing from elsewhere and runs no script', async () => {
    const html = await (await api.request('/operator/v1/docs')).text();
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
  });
});

describe.each(backends)('the document and page as the app serves them on $name', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await seededApp(backend);
  });
  afterAll(async () => {
    await test.fresh.dispose();
  });

  it('serves the document to anyone, with an ETag a revalidation answers 304 from', async () => {
    const first = await test.app.request('/api/operator/v1/openapi.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('application/json');
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const parsed = (await first.json()) as OpenApiDocument;
    expect(openApiShapeProblems(parsed)).toEqual([]);
    expect(compileEverySchema(parsed)).toEqual([]);
    const again = await test.app.request('/api/operator/v1/openapi.json', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const gzip = await test.app.request('/api/operator/v1/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('serves the reference page under the site’s security policy', async () => {
    const page = await test.app.request('/api/operator/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('<h1>Ritmo operator API');
    const again = await test.app.request('/api/operator/v1/docs', { headers: { 'If-None-Match': page.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });
});
