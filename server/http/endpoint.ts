import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { HEADERS, type EndpointName, type Language } from '../../src/api/contract';
import { endpoints } from '../../src/api/contract/endpoints';
import { badRequestFrom, sendData } from './envelope';
import { requestLanguage } from './language';
import { sendPrepared, type PreparedJson } from './preparedJson';

type Endpoint<N extends EndpointName> = (typeof endpoints)[N];
export type EndpointParams<N extends EndpointName> = v.InferOutput<Endpoint<N>['params']>;
/** What a handler must produce: the `data` of the endpoint's answer envelope, checked at compile time. */
export type EndpointData<N extends EndpointName> = NonNullable<v.InferOutput<Endpoint<N>['answer']>['data']>;

export interface EndpointRequest<N extends EndpointName> {
  c: Context;
  params: EndpointParams<N>;
  language: Language;
}

/**
 * Serves one call of the contract table at its method and path: path parameters are validated with
 * the endpoint's `params` schema (400 naming the field), the answer is wrapped in the envelope.
 */
export function serveEndpoint<N extends EndpointName>(
  api: Hono,
  name: N,
  handler: (request: EndpointRequest<N>) => Promise<EndpointData<N>>,
): void {
  serveRequest(api, name, async (request) => sendData(request.c, await handler(request)));
}

/**
 * The same for a handler that answers bytes it prepared earlier (a cache): the caller promises they are
 * the envelope of the endpoint's `data` (server/http/preparedJson.ts prepareData).
 */
export function servePreparedEndpoint<N extends EndpointName>(
  api: Hono,
  name: N,
  handler: (request: EndpointRequest<N>) => Promise<PreparedJson>,
): void {
  serveRequest(api, name, async (request) => sendPrepared(request.c, await handler(request)));
}

function serveRequest<N extends EndpointName>(api: Hono, name: N, answer: (request: EndpointRequest<N>) => Promise<Response>): void {
  const endpoint: Endpoint<N> = endpoints[name];
  const paramsSchema = endpoint.params as v.GenericSchema<unknown, EndpointParams<N>>;
  api.on(endpoint.method, endpoint.path, async (c) => {
    const parsed = v.safeParse(paramsSchema, c.req.param());
    if (!parsed.success) throw badRequestFrom(parsed.issues);
    const language = requestLanguage(c.req.header(HEADERS.language), c.req.header('Accept-Language'));
    return answer({ c, params: parsed.output, language });
  });
}
