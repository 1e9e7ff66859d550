import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiFailure, sendFailure } from './envelope';

/**
 * Refuses bodies over `maxBytes` (413). A body with a Content-Length is judged by its header alone:
 * hono's bodyLimit reads `request.body`, which turns the server's lightweight request into a full one
 * with a web stream, a cost every order creation paid; only bodies without a length go through it.
 */
export function bodySizeLimit(maxBytes: number, refusal = `Bodies are limited to ${maxBytes} bytes`): MiddlewareHandler {
  const tooLarge = () => new ApiFailure(413, 'payload_too_large', refusal);
  const streamedLimit = bodyLimit({ maxSize: maxBytes, onError: (c) => sendFailure(c, tooLarge()) });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('Content-Length');
    if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) return streamedLimit(c, next);
    if (!/^\d+$/.test(length.trim())) throw new ApiFailure(400, 'bad_request', 'The Content-Length header is not a number');
    if (Number(length) > maxBytes) return Promise.resolve(sendFailure(c, tooLarge()));
    return next();
  };
}
