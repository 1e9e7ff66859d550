// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream, type SseEvent, type StreamState } from '../../../src/data/live/eventStream';

/** A real HTTP server whose answer to each request the test decides; it keeps every request it got. */
let server: Server;
let url: string;
let requests: { headers: IncomingMessage['headers']; closed: boolean }[];
let answer: (request: IncomingMessage, response: ServerResponse, index: number) => void;
let stream: EventStream | undefined;

function openSse(response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  response.flushHeaders();
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; !check(); tries += 1) {
    if (tries > 400) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function follow(options: Partial<Parameters<typeof openEventStream>[0]> = {}) {
  const events: SseEvent[] = [];
  const states: StreamState[] = [];
  stream = openEventStream({
    url,
    headers: () => ({ Authorization: 'Bearer t0k3n' }),
    onEvent: (event) => events.push(event),
    onState: (state) => states.push(state),
    minDelayMs: 20,
    maxDelayMs: 200,
    isOnline: () => true,
    ...options,
  });
  return { events, states };
}

beforeEach(async () => {
  requests = [];
  answer = (_request, response) => openSse(response);
  server = createServer((request, response) => {
    const entry = { headers: request.headers, closed: false };
    requests.push(entry);
    response.on('close', () => (entry.closed = true));
    answer(request, response, requests.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/customer/events`;
});

afterEach(async () => {
  stream?.close();
  stream = undefined;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the fetch-based event stream', () => {
  it('sends the headers, reads events as they are written and says it is open', async () => {
    let live: ServerResponse | undefined;
    answer = (_request, response) => {
      openSse(response);
      live = response;
    };
    const { events, states } = follow();
    await until(() => states.includes('open'), 'the stream to open');
    expect(requests[0]!.headers.authorization).toBe('Bearer t0k3n');
    expect(requests[0]!.headers.accept).toBe('text/event-stream');
    expect(requests[0]!.headers['last-event-id']).toBeUndefined();
    live!.write(': heartbeat\n\n');
    live!.write('id: 3\nevent: order\ndata: {"orderId":5}\n\n');
    await until(() => events.length === 1, 'the first event');
    live!.write('id: 4\nevent: order\nda');
    live!.write('ta: {"orderId":6}\n\n');
    await until(() => events.length === 2, 'the second event');
    expect(events).toEqual([
      { event: 'order', data: '{"orderId":5}', id: '3' },
      { event: 'order', data: '{"orderId":6}', id: '4' },
    ]);
    expect(stream!.lastEventId).toBe('4');
  });

  it('reconnects when the server ends the stream, resuming with Last-Event-ID', async () => {
    answer = (_request, response, index) => {
      openSse(response);
      if (index === 0) response.end('id: 11\nevent: order\ndata: a\n\n');
      else response.write(`id: 12\nevent: order\ndata: b\n\n`);
    };
    const { events, states } = follow({ lastEventId: '10' });
    await until(() => events.length === 2, 'the event after the reconnection');
    expect(requests.map((request) => request.headers['last-event-id'])).toEqual(['10', '11']);
    expect(states).toEqual(['open', 'down', 'connecting', 'open']);
    expect(events.map((event) => event.data)).toEqual(['a', 'b']);
  });

  it('retries after a 5xx or an answer that is not an event stream, and opens when the server is back', async () => {
    answer = (_request, response, index) => {
      if (index === 0) return void response.writeHead(503).end();
      if (index === 1) return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
      openSse(response);
    };
    const { states } = follow();
    await until(() => states.includes('open'), 'the stream to open');
    expect(requests).toHaveLength(3);
    expect(states).toEqual(['down', 'connecting', 'down', 'connecting', 'open']);
  });

  it('stops for good on 401 (and on 404: no such stream here), without retrying', async () => {
    for (const status of [401, 404]) {
      requests = [];
      answer = (_request, response) => void response.writeHead(status).end();
      const states: StreamState[] = [];
      const statuses: (number | undefined)[] = [];
      stream = openEventStream({ url, onEvent: () => undefined, onState: (state, info) => (states.push(state), statuses.push(info.status)), minDelayMs: 5, isOnline: () => true });
      await until(() => stream!.state === 'stopped', 'the stream to stop');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(requests).toHaveLength(1);
      expect(states).toEqual(['stopped']);
      expect(statuses).toEqual([status]);
    }
  });

  it('treats a connection silent for longer than the idle limit as dead and opens another', async () => {
    answer = (_request, response) => openSse(response);
    const { states } = follow({ idleTimeoutMs: 150 });
    await until(() => states.filter((state) => state === 'open').length === 2, 'a second connection to open');
    expect(requests[0]!.closed).toBe(true);
    expect(states.slice(0, 4)).toEqual(['open', 'down', 'connecting', 'open']);
  });

  it('keeps a connection that only sends heartbeats', async () => {
    let beat: ReturnType<typeof setInterval> | undefined;
    answer = (_request, response) => {
      openSse(response);
      beat = setInterval(() => response.write(':\n\n'), 30);
    };
    const { states } = follow({ idleTimeoutMs: 150 });
    await until(() => states.includes('open'), 'the stream to open');
    await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(beat);
    expect(requests).toHaveLength(1);
    expect(stream!.state).toBe('open');
  });

  it('close() ends the request and nothing reconnects', async () => {
    const { states } = follow();
    await until(() => states.includes('open'), 'the stream to open');
    stream!.close();
    await until(() => requests[0]!.closed, 'the server to see the connection close');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toHaveLength(1);
    expect(stream!.state).toBe('stopped');
  });

  it('does not connect without headers to send (nobody signed in), nor while offline', async () => {
    follow({ headers: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream!.state).toBe('stopped');
    stream!.close();
    let online = false;
    const { states } = follow({ isOnline: () => online });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toHaveLength(0);
    expect(stream!.state).toBe('down');
    online = true;
    await until(() => states.includes('open'), 'the stream to open once online');
    expect(requests).toHaveLength(1);
  });

  it('a listener that throws does not end the stream', async () => {
    let live: ServerResponse | undefined;
    answer = (_request, response) => {
      openSse(response);
      live = response;
    };
    const seen: string[] = [];
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const { states } = follow({
        onEvent: (event) => {
          seen.push(event.data);
          if (event.data === 'bad') throw new Error('listener failed');
        },
      });
      await until(() => states.includes('open'), 'the stream to open');
      live!.write('data: bad\n\ndata: good\n\n');
      await until(() => seen.length === 2, 'both events');
    } finally {
      console.error = originalError;
    }
    expect(seen).toEqual(['bad', 'good']);
    expect(requests).toHaveLength(1);
  });
});

describe('the event stream and the window', () => {
  const target = new EventTarget();
  const saved = { add: globalThis.addEventListener, remove: globalThis.removeEventListener };

  beforeEach(() => {
    globalThis.addEventListener = target.addEventListener.bind(target) as typeof addEventListener;
    globalThis.removeEventListener = target.removeEventListener.bind(target) as typeof removeEventListener;
  });
  afterEach(() => {
    globalThis.addEventListener = saved.add;
    globalThis.removeEventListener = saved.remove;
  });

  it("ends the open connection at the window's 'offline' and opens another at 'online'", async () => {
    let online = true;
    const { states } = follow({ isOnline: () => online, minDelayMs: 60_000, maxDelayMs: 60_000 });
    await until(() => states.includes('open'), 'the stream to open');
    online = false;
    target.dispatchEvent(new Event('offline'));
    await until(() => requests[0]!.closed, 'the server to see the connection close');
    expect(stream!.state).toBe('down');
    online = true;
    target.dispatchEvent(new Event('online'));
    await until(() => states.filter((state) => state === 'open').length === 2, 'the second connection');
    expect(requests).toHaveLength(2);
  });
});

describe('resuming where the caller stands', () => {
  it('asks a lastEventId function at every connection, over the ids the stream gave', async () => {
    answer = (_request, response, index) => {
      openSse(response);
      if (index === 0) response.end('id: 11\nevent: order\ndata: a\n\n');
    };
    let known = '10';
    const { events } = follow({
      lastEventId: () => known,
      onEvent: (event) => {
        events.push(event);
        known = '20';
      },
    });
    await until(() => requests.length === 2, 'the reconnection');
    expect(requests.map((request) => request.headers['last-event-id'])).toEqual(['10', '20']);
  });
});
