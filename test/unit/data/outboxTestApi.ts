import type { ServerResponse } from 'node:http';
import { sendJson, startTestApi, type RecordedRequest } from './testApi';

export const account = {
  id: 7, code: 'C7', email: 'ana@example.com', name: 'Ana Pérez', phone: '600111222', isActive: true,
  createdAt: '2025-01-01T00:00:00Z', preferences: { receivePromotions: false, receiveNews: false },
  loyalty: { customerLevel: 3, ritmitosAvailable: 0, ritmitosInOrders: 0, ritmitosToExpire: 0 },
};

export function addressBody(contactFullName: string, addressId = 0) {
  return {
    addressId, contactFullName, contactPhone: '600111222', addressLine1: 'Calle Mayor 1', addressLine2: '',
    cp: '46001', city: { code: '46250', name: 'Valencia' }, province: { code: '46', name: 'Valencia' }, notes: '', isDefault: false,
  };
}

type Address = ReturnType<typeof addressBody>;
type Answer = { status: number; body: unknown };

/**
 * A small account API on a real local HTTP server that, like the real one, applies each
 * X-Client-Mutation-Id once and answers a replay with the first answer. Tests can make it drop the
 * next answer (the write is applied, the connection is cut), refuse with a status, or hold answers.
 */
export async function startAccountApi() {
  const state = {
    account: structuredClone(account),
    addresses: new Map<number, Address>(),
    nextAddressId: 57,
    applied: [] as string[],
    answered: new Map<string, Answer>(),
    dropNextAnswer: false,
    /** A status to answer instead of applying the write (none: apply it). */
    refuse: (() => undefined) as (request: RecordedRequest) => number | undefined,
    hold: undefined as Promise<void> | undefined,
  };

  function apply(request: RecordedRequest): Answer {
    const [path = ''] = request.url.split('?');
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.method === 'PATCH' && path === '/api/customer/preferences') {
      state.account.preferences = { ...state.account.preferences, ...body };
      return { status: 200, body: { wasOk: true, data: state.account } };
    }
    if (request.method === 'PATCH' && path === '/api/customer/account') {
      Object.assign(state.account, body);
      return { status: 200, body: { wasOk: true, data: state.account } };
    }
    const addressMatch = /^\/api\/customer\/addresses\/(\d+)$/.exec(path);
    if (request.method === 'POST' && addressMatch) {
      const addressId = Number(addressMatch[1]) || state.nextAddressId++;
      const saved = { ...(body as Address), addressId };
      state.addresses.set(addressId, saved);
      return { status: 200, body: { wasOk: true, data: saved } };
    }
    if (request.method === 'DELETE' && addressMatch) {
      const addressId = Number(addressMatch[1]);
      if (!state.addresses.delete(addressId)) return { status: 404, body: { wasOk: false, error: { code: 'not_found', message: 'Address not found' } } };
      return { status: 200, body: { wasOk: true, data: { addressId } } };
    }
    return { status: 404, body: { wasOk: false, error: { code: 'not_found', message: 'No route' } } };
  }

  async function route(request: RecordedRequest, response: ServerResponse) {
    if (state.hold) await state.hold;
    if (request.method === 'GET') {
      if (request.url === '/api/customer/account') return sendJson(response, 200, { wasOk: true, data: state.account });
      if (request.url === '/api/customer/addresses') return sendJson(response, 200, { wasOk: true, data: [...state.addresses.values()] });
    }
    const refusal = state.refuse(request);
    if (refusal !== undefined) {
      return sendJson(response, refusal, { wasOk: false, error: { code: 'refused', message: `Refused with ${refusal}` } });
    }
    const mutationId = String(request.headers['x-client-mutation-id'] ?? '');
    let answer = state.answered.get(mutationId);
    if (!answer) {
      answer = apply(request);
      state.applied.push(`${request.method} ${request.url}`);
      if (mutationId) state.answered.set(mutationId, answer);
    }
    if (state.dropNextAnswer) {
      state.dropNextAnswer = false;
      response.socket?.destroy();
      return;
    }
    sendJson(response, answer.status, answer.body);
  }

  const api = await startTestApi((request, response) => void route(request, response));
  return { ...api, state };
}

export type AccountApi = Awaited<ReturnType<typeof startAccountApi>>;

/** Puts the API back as it starts (no requests seen, nothing applied, answered or held, no addresses), with `state` over it. */
export function resetAccountApi(api: AccountApi, state: Partial<AccountApi['state']> = {}): void {
  api.requests.length = 0;
  Object.assign(api.state, { applied: [], answered: new Map(), dropNextAnswer: false, refuse: () => undefined, hold: undefined, ...state });
  api.state.addresses.clear();
}
