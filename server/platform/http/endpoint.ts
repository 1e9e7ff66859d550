import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { HEADERS, type Language } from '../../../src/api/contract';
import { serverEndpoints, type ServerEndpointName } from '../../../src/api/contract/endpoints';
import { readBody } from './body';
import { badRequestFrom, sendData } from './envelope';
import { requestLanguage } from './language';
import { refuseUnknownKeys } from './strictKeys';
import { sendPrepared, type PreparedJson } from './preparedJson';

type Endpoint<N extends ServerEndpointName> = (typeof serverEndpoints)[N];
export type EndpointParams<N extends ServerEndpointName> = v.InferOutput<Endpoint<N>['params']>;
/** What a handler must produce: the `data` of the endpoint's answer envelope, checked at compile time. */
export type EndpointData<N extends ServerEndpointName> = Exclude<v.InferOutput<Endpoint<N>['answer']>['data'], undefined>;
/** The request body of a call whose table entry has a `body` schema, as that schema outputs it. */
export type EndpointBody<N extends ServerEndpointName> = Endpoint<N> extends { body: infer S extends v.GenericSchema } ? v.InferOutput<S> : undefined;

export interface EndpointRequest<N extends ServerEndpointName> {
  c: Context;
  params: EndpointParams<N>;
  body: EndpointBody<N>;
  language: Language;
}

/**
 * Serves one call of the contract table at its method and path: path parameters and, for calls that
 * have one, the body are validated with the endpoint's `params` and `body` schemas (400 naming the
 * field) after the route's middleware (a 401 comes first); the answer is wrapped in the envelope.
 */
export function serveEndpoint<N extends ServerEndpointName>(
  api: Hono,
  name: N,
  handler: (request: EndpointRequest<N>) => Promise<EndpointData<N>>,
  options: BodyOptions = {},
): void {
  serveRequest(api, name, async (request) => sendData(request.c, await handler(request)), options);
}

export interface BodyOptions {
  /** Reshapes the body as read (a flat form) into what the schema checks, before it checks it. */
  bodyFrom?: ((raw: unknown) => unknown) | undefined;
}

/**
 * The same for a handler that answers bytes it prepared earlier (a cache): the caller promises they are
 * the envelope of the endpoint's `data` (server/platform/http/preparedJson.ts prepareData).
 */
export function servePreparedEndpoint<N extends ServerEndpointName>(api: Hono, name: N, handler: (request: EndpointRequest<N>) => Promise<PreparedJson>): void {
  serveRequest(api, name, async (request) => sendPrepared(request.c, await handler(request)));
}

async function validBody<T>(
  c: Context,
  schema: v.GenericSchema<unknown, T>,
  strictKeys: boolean,
  bodyFrom: (raw: unknown) => unknown = (raw) => raw,
): Promise<T> {
  const raw = bodyFrom(await readBody(c));
  if (strictKeys) refuseUnknownKeys(schema, raw);
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output;
}

function serveRequest<N extends ServerEndpointName>(
  api: Hono,
  name: N,
  answer: (request: EndpointRequest<N>) => Promise<Response>,
  options: BodyOptions = {},
): void {
  const endpoint: Endpoint<N> = serverEndpoints[name];
  const paramsSchema = endpoint.params as v.GenericSchema<unknown, EndpointParams<N>>;
  const bodySchema = 'body' in endpoint ? (endpoint.body as unknown as v.GenericSchema<unknown, EndpointBody<N>>) : undefined;
  // The back office's writes name a misspelt field instead of dropping it; the customer's calls stay lenient.
  const strictKeys = endpoint.path.startsWith('/manage/');
  api.on(endpoint.method, endpoint.path, async (c) => {
    const parsed = v.safeParse(paramsSchema, c.req.param());
    if (!parsed.success) throw badRequestFrom(parsed.issues);
    const body = bodySchema ? await validBody(c, bodySchema, strictKeys, options.bodyFrom) : (undefined as EndpointBody<N>);
    const language = requestLanguage(c.req.header(HEADERS.language), c.req.header('Accept-Language'));
    return answer({ c, params: parsed.output, body, language });
  });
}
