import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, endpoints, type EndpointName } from '../../../src/api/contract/endpoints';
import { ordersTestBed, type OrdersTestBed } from '../support/orderBed';
import { createCustomer, type TestCustomer } from '../support/customers';
import { backends } from '../harness';

const withBody = (Object.keys(endpoints) as EndpointName[]).filter((name) => 'body' in endpoints[name]);

/** Fills every `:param` of a path with 1 (the body is refused before any row is looked up). */
function pathOf(name: EndpointName): string {
  const params = Object.fromEntries([...endpoints[name].path.matchAll(/:(\w+)/g)].map((match) => [match[1] as string, '1']));
  return `/api${endpointPath(name, params)}`;
}

describe.each(backends)('the endpoint table checks every request body on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'bodies@example.com', { name: 'Ana' });
  });
  afterAll(() => bed.dispose());

  it('has calls with bodies to check', () => {
    expect(withBody.length).toBeGreaterThan(10);
  });

  it.each(withBody)('%s refuses a body its schema does not accept, naming the problem', async (name) => {
    const response = await bed.app.request(pathOf(name), {
      method: endpoints[name].method,
      headers: { ...ana.auth, 'Content-Type': 'application/json', 'Idempotency-Key': `bodies-${name}`, 'X-Location-Id': '10' },
      body: JSON.stringify('not an object'),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { wasOk: boolean; error?: { code: string; message: string } };
    expect(answer.wasOk).toBe(false);
    expect(answer.error?.code).toBe('bad_request');
  });
});
