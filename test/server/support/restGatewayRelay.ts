import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A gateway as the server sees it: a real HTTP peer at REDSYS_REST_URL that passes each request on to
 * the sandbox's trataPeticionREST and can then misbehave — rewrite the answer (a tampered or forged
 * gateway), answer late, or never answer — while counting what reached the real gateway.
 */
export interface RestGatewayRelay {
  url: string;
  /** Where requests are passed on (the sandbox REST URL, known once the server listens). */
  target: string;
  /** Requests passed on to the target so far. */
  forwarded: number;
  /** Rewrites the target's JSON answer; identity by default. */
  tamper: (answer: Record<string, unknown>) => Record<string, unknown>;
  /** Waits this long before passing a request on. */
  delayMs: number;
  /** Holds requests without answering (a gateway that times out). */
  hang: boolean;
  /** Every request passed on and the gateway's answer, merchant parameters decoded, in order. */
  exchanges: GatewayExchange[];
  close(): Promise<void>;
}

/** One request the gateway answered, as the gateway saw it: its fields and its answer's fields (or SIS error). */
export interface GatewayExchange {
  request: Record<string, unknown>;
  answer: Record<string, unknown>;
}

const decoded = (message: Record<string, unknown>): Record<string, unknown> =>
  typeof message.Ds_MerchantParameters === 'string'
    ? (JSON.parse(Buffer.from(message.Ds_MerchantParameters, 'base64').toString('utf8')) as Record<string, unknown>)
    : message;

export async function startRestGatewayRelay(): Promise<RestGatewayRelay> {
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (relay.hang) {
        held.add(response);
        return;
      }
      void (async () => {
        await new Promise((resolve) => setTimeout(resolve, relay.delayMs));
        relay.forwarded += 1;
        const answer = await fetch(relay.target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: Buffer.concat(chunks) });
        const original = (await answer.json()) as Record<string, unknown>;
        relay.exchanges.push({ request: decoded(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>), answer: decoded(original) });
        const body = relay.tamper(original);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      })().catch((error: unknown) => response.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const relay: RestGatewayRelay = {
    url: `http://127.0.0.1:${port}/sis/rest/trataPeticionREST`,
    target: '',
    forwarded: 0,
    tamper: (answer) => answer,
    delayMs: 0,
    hang: false,
    exchanges: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return relay;
}
