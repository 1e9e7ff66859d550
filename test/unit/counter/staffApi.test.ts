import { describe, expect, it } from 'vitest';
import { createStaffApi } from '../../../src/api/staffClient';

function recording(answer: { status: number; body: unknown }) {
  const requests: { url: string; method: string | undefined; headers: Record<string, string>; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    requests.push({
      url: String(input),
      method: init?.method,
      headers: init?.headers as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  };
  return { requests, api: createStaffApi({ baseURL: '/api', getToken: () => 'staff-token', fetch }) };
}

describe('the counter calls, by the contract', () => {
  it('fills the path, the query and the method from the call named', async () => {
    const { requests, api } = recording({ status: 409, body: { wasOk: false, error: { code: 'status_changed', message: 'Moved' }, data: { orderId: 7 } } });
    const moved = await api.call('staffOrderStatus', { params: { orderId: 7 }, body: { to: 3, expected: 2 }, headers: { 'X-Client-Mutation-Id': 'm1' } });
    expect(requests[0]).toMatchObject({ url: '/api/staff/orders/7/status', method: 'POST', body: { to: 3, expected: 2 } });
    expect(requests[0]!.headers).toMatchObject({ Authorization: 'Bearer staff-token', 'Content-Type': 'application/json', 'X-Client-Mutation-Id': 'm1' });
    expect(moved).toEqual({ ok: false, httpStatus: 409, error: { code: 'status_changed', message: 'Moved' }, data: { orderId: 7 } });

    await api.call('staffAvailabilityLog', { query: { shop: 'va 01' } });
    expect(requests[1]).toMatchObject({ url: '/api/staff/availability/log?shop=va+01', method: 'GET', body: undefined });
  });

  it("checks a success's data against the call's answer", async () => {
    const { api } = recording({ status: 200, body: { wasOk: true, data: { shop: 'va01', entries: 'not a list' } } });
    expect(await api.call('staffAvailabilityLog', { query: { shop: 'va01' } })).toEqual({ ok: false, httpStatus: 200 });
  });

  it('answers a network failure without a status', async () => {
    const api = createStaffApi({ getToken: () => undefined, fetch: () => Promise.reject(new TypeError('offline')) });
    expect(await api.call('staffLoginStart', { body: { email: 'bea@ritmo.local' } })).toEqual({ ok: false, httpStatus: undefined });
  });

  it('does not compile a call the contract does not have, nor a wrong body or parameter', () => {
    const { api } = recording({ status: 200, body: { wasOk: true } });
    const calls = () => [
      // @ts-expect-error: no such call
      api.call('staffOrders'),
      // @ts-expect-error: the status change needs its order id
      api.call('staffOrderStatus', { body: { to: 3, expected: 2 } }),
      // @ts-expect-error: the sign-in takes an e-mail
      api.call('staffLoginStart', { body: { mail: 'bea@ritmo.local' } }),
    ];
    expect(typeof calls).toBe('function');
  });
});
