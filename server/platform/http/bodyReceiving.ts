import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodySizeLimit } from './bodySizeLimit';
import { ApiFailure, sendFailure } from './envelope';

/**
 * A body has this long for each 64 KB it holds, started (10 s up to 64 KB, 40 s for the API's largest,
 * 256 KB): at least 6.4 KB/s, which a weak mobile link outruns many times, while a client sending a byte
 * now and then holds its connection no longer than that.
 */
export const BODY_SECONDS_PER_SLICE = 10;
export const BODY_SLICE_BYTES = 64 * 1024;

/** How long a body of `bytes` may take to arrive (for one still arriving, the bytes received or announced). */
export function bodyReadTimeMs(bytes: number): number {
  return BODY_SECONDS_PER_SLICE * 1000 * Math.max(1, Math.ceil(bytes / BODY_SLICE_BYTES));
}

type Reading = { kind: 'received'; body: Buffer } | { kind: 'too-slow' } | { kind: 'too-large' } | { kind: 'gone' };

/** Reads the whole body from the socket, giving up when it is late or over `maxBytes`. */
function readWhole(incoming: IncomingMessage, announced: number, maxBytes: number): Promise<Reading> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const finish = (reading: Reading) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onGone);
      incoming.off('close', onGone);
      incoming.pause();
      resolve(reading);
    };
    // A body without a length earns more time as it arrives, up to what its size allows.
    const check = () => {
      const left = started + bodyReadTimeMs(Math.max(announced, received)) - performance.now();
      if (left <= 0) finish({ kind: 'too-slow' });
      else timer = setTimeout(check, left);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) return finish({ kind: 'too-large' });
      chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: 'received', body: Buffer.concat(chunks, received) });
    const onGone = () => finish({ kind: 'gone' });
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onGone);
    incoming.on('close', onGone);
    check();
  });
}

/** A refusal after which the connection closes: the rest of the body is never read. */
function refuseAndClose(c: Context, failure: ApiFailure): Response {
  const response = sendFailure(c, failure);
  response.headers.set('Connection', 'close');
  return response;
}

/** A call allowed a larger body than the others, and what its refusal says. */
export interface LargerBody {
  maxBytes: number;
  refusal: string;
}

/**
 * Receives every request body whole before the request goes on (so the write admission counts a request
 * only once its body is here, and a client trickling one holds nothing but its own connection): 408 and
 * the connection closed when it takes longer than bodyReadTimeMs, 413 over `maxBytes` (by its
 * Content-Length alone when it has one). The body read is left where the server's request reads it.
 * Requests without a socket (app.request in tests) are only held to the size. `largerFor` names the few
 * calls allowed a larger body (a photo upload).
 */
export function receiveBodies(defaultMaxBytes: number, largerFor: (c: Context) => LargerBody | undefined = () => undefined): MiddlewareHandler {
  const sizeLimits = new Map<number, MiddlewareHandler>();
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const larger = largerFor(c);
    const maxBytes = larger?.maxBytes ?? defaultMaxBytes;
    const tooLarge = () => new ApiFailure(413, 'payload_too_large', larger?.refusal ?? `Bodies are limited to ${maxBytes} bytes`);
    let sizeOnly = sizeLimits.get(maxBytes);
    if (!sizeOnly) sizeLimits.set(maxBytes, (sizeOnly = bodySizeLimit(maxBytes, larger?.refusal)));
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (!(incoming instanceof IncomingMessage)) return sizeOnly(c, next);
    const length = c.req.header('Content-Length');
    if (length !== undefined && !/^\d+$/.test(length.trim())) throw new ApiFailure(400, 'bad_request', 'The Content-Length header is not a number');
    const announced = length === undefined ? 0 : Number(length);
    if (announced > maxBytes) return refuseAndClose(c, tooLarge());
    const reading = await readWhole(incoming, announced, maxBytes);
    switch (reading.kind) {
      case 'too-slow':
        return refuseAndClose(c, new ApiFailure(408, 'request_timeout', 'The request body did not arrive in time.'));
      case 'too-large':
        return refuseAndClose(c, tooLarge());
      case 'gone':
        // Nobody is left to read the answer.
        return refuseAndClose(c, new ApiFailure(400, 'bad_request', 'The request body was cut short.'));
      case 'received':
        // @hono/node-server reads a request's body from here when it is set (its rawBody convention).
        (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = reading.body;
        return next();
    }
  };
}
