import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRandom } from '../../support/seededRandom';

/** What the proxy did to one request. */
export type FaultKind = 'dropBeforeForward' | 'resetAfterForward' | 'delay' | 'clean';

export interface FaultRates {
  /** Share of requests whose connection is cut before the server sees them. */
  dropBeforeForward: number;
  /** Share answered by the server whose answer is then lost (the connection is reset instead). */
  resetAfterForward: number;
  /** Share forwarded after a pause of up to maxDelayMs. */
  delay: number;
}

export interface FaultProxyOptions {
  /** The real server, e.g. http://localhost:5173, or several taken in turn (round-robin, like a load balancer). */
  target: string | readonly string[];
  /** Same seed, same sequence of faults. */
  seed: number;
  rates: FaultRates;
  maxDelayMs?: number;
}

export interface FaultProxy {
  url: string;
  /** How many requests met each fate so far. */
  counts: Record<FaultKind, number>;
  close(): Promise<void>;
}

function chooseFault(random: () => number, rates: FaultRates): FaultKind {
  let roll = random();
  for (const kind of ['dropBeforeForward', 'resetAfterForward', 'delay'] as const) {
    if (roll < rates[kind]) return kind;
    roll -= rates[kind];
  }
  return 'clean';
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

interface Upstream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Sends the request on to the real server and waits for its whole answer. */
function forward(target: URL, request: http.IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host, connection: 'close' },
      },
      (response) => {
        readAll(response).then((answer) => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: answer }), reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/**
 * A real HTTP proxy in front of a listening server that misbehaves like a bad mobile network: at
 * random (seeded) it cuts the connection before forwarding, lets the server do the work and then
 * resets the connection so the answer is lost, or holds the request for a while before forwarding.
 * A server that does not answer (a stopped process) costs the client its connection, as a load
 * balancer without health checks would.
 */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const targets = (typeof options.target === 'string' ? [options.target] : options.target).map((url) => new URL(url));
  let turn = 0;
  const random = seededRandom(options.seed);
  const maxDelayMs = options.maxDelayMs ?? 200;
  const counts: Record<FaultKind, number> = { dropBeforeForward: 0, resetAfterForward: 0, delay: 0, clean: 0 };

  const server = http.createServer((request, response) => {
    const fault = chooseFault(random, options.rates);
    const target = targets[turn++ % targets.length] as URL;
    const pause = fault === 'delay' ? Math.floor(random() * maxDelayMs) : 0;
    counts[fault] += 1;
    void (async () => {
      const body = await readAll(request);
      if (fault === 'dropBeforeForward') {
        request.socket.destroy();
        return;
      }
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      const answer = await forward(target, request, body);
      if (fault === 'resetAfterForward') {
        request.socket.destroy();
        return;
      }
      const headers = { ...answer.headers };
      delete headers['transfer-encoding'];
      delete headers.connection;
      response.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) });
      response.end(answer.body);
    })().catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
