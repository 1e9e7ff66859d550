import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { StaffBoard, Ticket } from '../../../src/api/contract/counter/staff';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import type { StaffDb } from '../../../src/counter/data/db';
import { sendJson, startTestApi, type RecordedRequest } from '../data/testApi';

export const SHOP = { code: 'va01', name: { es: 'Valencia Centro', en: 'Valencia Centre' }, timeZone: 'Europe/Madrid', warnMinutes: 5, lateMinutes: 10 };

export function ticket(orderId: number, statusId: number = ORDER_STATUS.pending, extra: Partial<Ticket> = {}): Ticket {
  return {
    orderId,
    kind: 'pickup',
    shopCode: 'va01',
    dailyNumber: orderId % 100,
    orderCode: `VA01-${orderId}`,
    statusId,
    paymentStatusId: PAYMENT_STATUS.paid,
    paidAt: '2026-01-10T09:00:00.000Z',
    statusChangedAt: '2026-01-10T09:00:00.000Z',
    pickupAt: null,
    kitchenStartAt: '2026-01-10T09:00:00.000Z',
    previousStatusId: null,
    customerFirstName: 'Ana',
    totalProducts: 1,
    lines: [{ title: { es: 'Café con leche', en: 'White coffee' }, quantity: 1, extras: ['Leche: Avena'], note: '', paidWithRitmitos: false }],
    deliveryAddress: null,
    ...extra,
  };
}

/**
 * A small staff API on a real local HTTP server: like the real one it applies each X-Client-Mutation-Id
 * once (a replay gets the first answer), refuses a stale `expected` with 409 and the ticket as it is, and
 * streams `event: ticket` to open event streams.
 */
export async function startStaffApi() {
  const state = {
    tickets: new Map<number, Ticket>(),
    answered: new Map<string, { status: number; body: unknown }>(),
    /** Status changes applied (what order_events would hold). */
    applied: [] as { orderId: number; from: number; to: number }[],
    eventId: 100,
    streams: [] as ServerResponse[],
    streamLastEventIds: [] as (string | undefined)[],
    refuseStreams: false,
    /** The token is refused everywhere (401), as once it has expired. */
    tokenRefused: false,
    refuseNext: undefined as { status: number; code: string } | undefined,
    dropNextAnswer: false,
  };

  function board(): StaffBoard {
    return { shop: SHOP, tickets: [...state.tickets.values()], lastEventId: state.eventId, serverTime: new Date().toISOString() };
  }

  function changeStatus(request: RecordedRequest, orderId: number) {
    const body = JSON.parse(request.body) as { to: number; expected: number };
    const current = state.tickets.get(orderId);
    if (!current) return { status: 404, body: { wasOk: false, error: { code: 'unknown_order', message: 'Unknown order' } } };
    if (state.refuseNext) {
      const { status, code } = state.refuseNext;
      state.refuseNext = undefined;
      return { status, body: { wasOk: false, error: { code, message: code } } };
    }
    if (current.statusId !== body.expected) return { status: 409, body: { wasOk: false, error: { code: 'status_changed', message: 'Moved' }, data: current } };
    const moved = { ...current, statusId: body.to, previousStatusId: current.statusId, statusChangedAt: new Date().toISOString() };
    state.tickets.set(orderId, moved);
    state.applied.push({ orderId, from: current.statusId, to: body.to });
    push(moved);
    return { status: 200, body: { wasOk: true, data: moved } };
  }

  function push(changed: Ticket) {
    state.eventId += 1;
    for (const stream of state.streams) stream.write(`id: ${state.eventId}\nevent: ticket\ndata: ${JSON.stringify(changed)}\n\n`);
  }

  const api = await startTestApi((request, response) => {
    const [path = '', query = ''] = request.url.split('?');
    if (state.tokenRefused) return sendJson(response, 401, { wasOk: false, error: { code: 'unauthorized', message: 'Sign in again' } });
    if (request.method === 'GET' && path === '/api/staff/board') return sendJson(response, 200, { wasOk: true, data: board() });
    if (request.method === 'GET' && path === '/api/staff/events') {
      if (state.refuseStreams) return sendJson(response, 503, { wasOk: false, error: { code: 'unavailable', message: 'down' } });
      state.streamLastEventIds.push(request.headers['last-event-id'] as string | undefined);
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      response.write(': hello\n\n');
      state.streams.push(response);
      response.on('close', () => (state.streams = state.streams.filter((stream) => stream !== response)));
      return undefined;
    }
    const match = /^\/api\/staff\/orders\/(\d+)\/status$/.exec(path);
    if (request.method === 'POST' && match) {
      const mutationId = String(request.headers['x-client-mutation-id'] ?? '');
      const answer = state.answered.get(mutationId) ?? changeStatus(request, Number(match[1]));
      if (mutationId) state.answered.set(mutationId, answer);
      if (state.dropNextAnswer) {
        state.dropNextAnswer = false;
        response.destroy();
        return undefined;
      }
      return sendJson(response, answer.status, answer.body);
    }
    void query;
    return sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: request.url } });
  });

  return {
    ...api,
    state,
    push,
    /** Ends every open event stream (as a dropped connection would). */
    cutStreams() {
      for (const stream of state.streams) stream.destroy();
      state.streams = [];
    },
    statusRequests: () => api.requests.filter((request) => request.method === 'POST' && request.url.includes('/status')),
  };
}

export type StaffTestApi = Awaited<ReturnType<typeof startStaffApi>>;

/**
 * The staff API for a file of board tests: started before them (filling the object returned now) and closed
 * after; before each test `db` and the API's tickets are emptied, streams and the token taken again, and the
 * recorded requests and stream resume points forgotten.
 */
export function staffApiForBoardTests(db: StaffDb): StaffTestApi {
  const api = {} as StaffTestApi;
  beforeAll(async () => {
    Object.assign(api, await startStaffApi());
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    api.state.tickets.clear();
    api.state.refuseStreams = false;
    api.state.tokenRefused = false;
    api.state.streamLastEventIds = [];
    api.requests.length = 0;
  });
  return api;
}
