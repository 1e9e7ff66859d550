import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerOrderEvent } from '../../../src/api/contract/counter/staff';
import { isCustomerStreamLive, subscribeCustomerOrderEvents } from '../../../src/data/live/customerOrderEvents';
import { removeStoredToken, storeToken } from '../../../src/data/sessionToken';
import { clearCustomerScope } from '../../../src/data/sync/customerScope';

/** A customer token the app reads as usable (the server, not the app, checks its signature). */
const EXPIRES = Math.floor(Date.now() / 1000) + 3600;
function customerToken(subject: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: subject, exp: EXPIRES })}.signature`;
}

let server: Server;
let streams: { request: IncomingMessage; response: ServerResponse; closed: boolean }[];

async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; !check(); tries += 1) {
    if (tries > 300) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(async () => {
  streams = [];
  server = createServer((request, response) => {
    if (request.url !== '/api/customer/events') return void response.writeHead(404).end();
    const entry = { request, response, closed: false };
    streams.push(entry);
    response.on('close', () => (entry.closed = true));
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    response.flushHeaders();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  storeToken(customerToken('1'));
});

afterEach(async () => {
  vi.unstubAllEnvs();
  removeStoredToken();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the customer's order events", () => {
  it('one stream for every screen listening, as the signed-in customer; only valid order events reach them; closed when the last one leaves', async () => {
    const first: CustomerOrderEvent[] = [];
    const second: CustomerOrderEvent[] = [];
    const stopFirst = subscribeCustomerOrderEvents((event) => first.push(event));
    const stopSecond = subscribeCustomerOrderEvents((event) => second.push(event));
    await until(() => isCustomerStreamLive(), 'the stream to open');
    expect(streams).toHaveLength(1);
    expect(streams[0]!.request.headers.authorization).toBe(`Bearer ${customerToken('1')}`);

    const { response } = streams[0]!;
    response.write('id: 1\nevent: order\ndata: {"orderId":5,"kind":"pickup","statusId":62003,"paymentStatusId":11001}\n\n');
    response.write('id: 2\nevent: order\ndata: {"orderId":"5"}\n\n');
    response.write('id: 3\nevent: order\ndata: not json\n\n');
    response.write('id: 4\nevent: ticket\ndata: {"orderId":6,"kind":"pickup","statusId":62001,"paymentStatusId":11001}\n\n');
    response.write('id: 5\nevent: order\ndata: {"orderId":7,"kind":"delivery","statusId":63002,"paymentStatusId":11001}\n\n');
    await until(() => first.length === 2, 'the valid events');
    expect(first).toEqual([
      { orderId: 5, kind: 'pickup', statusId: 62003, paymentStatusId: 11001 },
      { orderId: 7, kind: 'delivery', statusId: 63002, paymentStatusId: 11001 },
    ]);
    expect(second).toEqual(first);

    stopFirst();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(streams[0]!.closed).toBe(false);
    stopSecond();
    await until(() => streams[0]!.closed, 'the stream to close');
    expect(isCustomerStreamLive()).toBe(false);

    // A screen opening again resumes after the last event it had.
    const stopAgain = subscribeCustomerOrderEvents(() => undefined);
    await until(() => streams.length === 2 && isCustomerStreamLive(), 'a new stream');
    expect(streams[1]!.request.headers['last-event-id']).toBe('5');
    stopAgain();
  });

  it("never opens without a signed-in customer, and signing out ends the stream; another customer's starts afresh", async () => {
    removeStoredToken();
    const stop = subscribeCustomerOrderEvents(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streams).toHaveLength(0);
    stop();

    storeToken(customerToken('1'));
    const stopSignedIn = subscribeCustomerOrderEvents(() => undefined);
    await until(() => isCustomerStreamLive(), 'the stream to open');
    streams[0]!.response.write('id: 9\nevent: order\ndata: {}\n\n');
    await new Promise((resolve) => setTimeout(resolve, 30));

    storeToken(customerToken('2'));
    await clearCustomerScope();
    await until(() => streams[0]!.closed && streams.length === 2, "the first customer's stream to end and the next one's to open");
    expect(streams[1]!.request.headers.authorization).toBe(`Bearer ${customerToken('2')}`);
    expect(streams[1]!.request.headers['last-event-id']).toBeUndefined();
    stopSignedIn();
  });
});
