import * as v from 'valibot';
import { APP_VERSION } from '../domain/constants';
import type { ApiError, Language } from './contract';
import type { AnswerData } from './contract/answerData';
import { HEADERS } from './contract/common';
import type { EndpointName, endpoints, ReferenceEndpointName } from './contract/endpoints';
import { fillPath } from './contract/paths';
import { referenceEndpoints } from './contract/customer/referenceEndpoints';
import { send, type Answered } from './transport';

type Endpoints = typeof endpoints;
export type { AnswerData } from './contract/answerData';
/** The request body of an endpoint that has one. */
export type RequestBody<N extends EndpointName> = Endpoints[N] extends { body: v.GenericSchema } ? v.InferInput<Endpoints[N]['body']> : never;

export type CallOptions<N extends EndpointName> = {
  params?: Record<string, string>;
  body?: RequestBody<N>;
  /** ETag of the copy we hold: the server answers 304 when it still matches. */
  etag?: string;
  /** Failures go to the console only (used by the remote logger, so it never logs about itself). */
  quiet?: boolean;
  /** Extra request headers, e.g. X-Client-Mutation-Id of an outbox write. */
  headers?: Record<string, string>;
};

export type CallFailure = 'network' | 'http' | 'invalid-answer' | 'not-ok';
export type CallResult<T> =
  | { wasOk: true; status: 'ok'; data: T; etag: string | undefined; httpStatus: number }
  | { wasOk: true; status: 'not-modified'; etag: string | undefined; httpStatus: 304 }
  | { wasOk: false; status: CallFailure; httpStatus?: number; error?: ApiError };

export type ApiClientOptions = {
  baseURL?: string;
  getLanguage: () => Language;
  getLocationId: () => number | undefined;
  getToken?: () => string | undefined;
  /** Code of the app build (variant) sent as X-App-Code. */
  appCode?: string;
  /** Where failures are reported; the app passes the remote logger. */
  logError?: (message: string, source: string) => void;
  timeoutMs?: number;
};

export type ApiClient = {
  call<N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<CallResult<AnswerData<N>>>;
};

type Endpoint = Endpoints[EndpointName];

function isReferenceEndpoint(name: EndpointName): name is ReferenceEndpointName {
  return Object.hasOwn(referenceEndpoints, name);
}

/** A call's definition; the sign-in and customer calls come from a chunk loaded on first use. */
async function endpointDefinition(name: EndpointName): Promise<Endpoint> {
  if (isReferenceEndpoint(name)) return referenceEndpoints[name];
  const { customerEndpoints } = await import('./contract/customer/endpoints');
  return customerEndpoints[name as Exclude<EndpointName, ReferenceEndpointName>];
}

export function appVersion(): string {
  return (import.meta.env?.VITE_APP_VERSION as string | undefined) ?? APP_VERSION;
}

function defaultBaseURL(): string {
  return (import.meta.env?.VITE_API_BASE as string | undefined) ?? '/api';
}

/** The one HTTP client of the app: headers, envelope validation, ETags, never throws. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseURL = options.baseURL ?? defaultBaseURL();
  const logError = options.logError ?? ((message: string) => console.error(message));

  function requestHeaders(etag: string | undefined, extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = {
      ...extra,
      Accept: 'application/json',
      [HEADERS.language]: options.getLanguage(),
      [HEADERS.appCode]: options.appCode ?? 'wapp',
      [HEADERS.internalCode]: appVersion(),
    };
    const locationId = options.getLocationId();
    if (locationId !== undefined) headers[HEADERS.locationId] = String(locationId);
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (etag) headers['If-None-Match'] = etag;
    return headers;
  }

  async function call<N extends EndpointName>(name: N, callOptions: CallOptions<N> = {}): Promise<CallResult<AnswerData<N>>> {
    const report = (message: string) => (callOptions.quiet ? console.error(message) : logError(message, `api:${name}`));
    let endpoint: Endpoint;
    let answered: Answered;
    try {
      endpoint = await endpointDefinition(name);
      const { body } = callOptions;
      const headers = requestHeaders(callOptions.etag, callOptions.headers);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      answered = await send(
        `${baseURL.replace(/\/+$/, '')}${fillPath(name, endpoint.path, callOptions.params)}`,
        { method: endpoint.method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
        options.timeoutMs ?? 20_000,
      );
    } catch (error) {
      report(`Network error calling ${name}: ${error instanceof Error ? error.message : String(error)}`);
      return { wasOk: false, status: 'network' };
    }

    const { response } = answered;
    const etag = response.headers.get('ETag') ?? undefined;
    if (response.status === 304) return { wasOk: true, status: 'not-modified', etag, httpStatus: 304 };

    const parsed = v.safeParse(endpoint.answer, answered.data);
    if (!parsed.success) {
      report(`Invalid answer from ${name} (HTTP ${response.status}): ${v.summarize(parsed.issues).slice(0, 500)}`);
      return { wasOk: false, status: 'invalid-answer', httpStatus: response.status };
    }
    const answer = parsed.output;
    if (!response.ok) {
      // 404s are an expected answer for unknown pages/locations: the caller decides what to do.
      if (response.status !== 404) report(`HTTP ${response.status} from ${name}: ${answer.error?.message ?? ''}`);
      return { wasOk: false, status: 'http', httpStatus: response.status, error: answer.error };
    }
    if (!answer.wasOk || answer.data === undefined) {
      return { wasOk: false, status: 'not-ok', httpStatus: response.status, error: answer.error };
    }
    return { wasOk: true, status: 'ok', data: answer.data as AnswerData<N>, etag, httpStatus: response.status };
  }

  return { call };
}
