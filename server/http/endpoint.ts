import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { HEADERS, type EndpointName, type Language } from '../../src/api/contract';
import { endpoints } from '../../src/api/contract/endpoints';
import { badRequestFrom, sendData } from './envelope';
import { requestLanguage } from './language';

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
  const endpoint: Endpoint<N> = endpoints[name];
  const paramsSchema = endpoint.params as v.GenericSchema<unknown, EndpointParams<N>>;
  api.on(endpoint.method, endpoint.path, async (c) => {
    const parsed = v.safeParse(paramsSchema, c.req.param());
    if (!parsed.success) throw badRequestFrom(parsed.issues);
    const language = requestLanguage(c.req.header(HEADERS.language), c.req.header('Accept-Language'));
    return sendData(c, await handler({ c, params: parsed.output, language }));
  });
}
