import * as v from 'valibot';
import { ApiErrorSchema, HEADERS, type ApiError } from './contract/common';
import { fillPath } from './contract/paths';
import { send } from './transport';

interface CallShape {
  method: string;
  path: string;
  params: v.GenericSchema;
  answer: v.GenericSchema;
  body?: v.GenericSchema;
}
export type CallTable = Record<string, CallShape>;

/** The `data` of a call's answer envelope. */
export type AnswerOf<C extends CallTable, N extends keyof C> = v.InferOutput<C[N]['answer']> extends { data?: infer D } ? NonNullable<D> : never;
type PathParams<C extends CallTable, N extends keyof C> = keyof v.InferInput<C[N]['params']>;

/**
 * A call's options: its path parameters and body when the contract gives it some, always typed by it. A
 * `FormData` body (a file upload) goes as multipart instead of JSON.
 */
export type CallOptions<C extends CallTable, N extends keyof C> = {
  /** The query string, e.g. the board's `shop`. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
} & ([PathParams<C, N>] extends [never] ? { params?: never } : { params: Record<PathParams<C, N>, string | number> }) &
  (C[N] extends { body: v.GenericSchema } ? { body: v.InferInput<C[N]['body']> } : { body?: FormData });

export type StaffCallResult<T> = { ok: true; httpStatus: number; data: T } | { ok: false; httpStatus: number | undefined; error?: ApiError; data?: unknown };

export interface CallClient<C extends CallTable> {
  readonly baseURL: string;
  call<N extends keyof C & string>(name: N, options?: CallOptions<C, N>): Promise<StaffCallResult<AnswerOf<C, N>>>;
  token(): string | undefined;
}

export interface ClientOptions {
  baseURL?: string;
  getToken: () => string | undefined;
  language?: () => string;
  fetch?: typeof fetch;
}

const ErrorSchema = v.optional(ApiErrorSchema);
const TIMEOUT_MS = 20_000;

/**
 * The envelope's shell; its `data` is checked against the call's answer once it succeeded. Read by hand: a
 * valibot schema the customer's code does not use would grow the shared framework chunk of its first load.
 */
function envelopeOf(json: unknown): { wasOk: boolean; data: unknown; error: ApiError | undefined } | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { wasOk, data, error } = json as { wasOk?: unknown; data?: unknown; error?: unknown };
  if (typeof wasOk !== 'boolean') return undefined;
  const checked = v.safeParse(ErrorSchema, error);
  return checked.success ? { wasOk, data, error: checked.output } : undefined;
}

function urlOf(baseURL: string, name: string, template: string, params: Record<string, string | number> = {}, query?: Record<string, string>): string {
  const path = fillPath(name, template, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));
  return `${baseURL}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
}

/**
 * A staff surface's HTTP calls, named and typed by the contract (a wrong path, parameter or body does not
 * compile): the staff token as a bearer, the envelope read and checked; never throws (a network failure
 * is `httpStatus: undefined`). Apart from the customer's client: other token, other calls.
 */
export function createCallClient<C extends CallTable>(calls: C, options: ClientOptions): CallClient<C> {
  const baseURL = options.baseURL ?? '/api';
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    baseURL,
    token: options.getToken,
    async call<N extends keyof C & string>(name: N, callOptions?: CallOptions<C, N>): Promise<StaffCallResult<AnswerOf<C, N>>> {
      const {
        params,
        query,
        body,
        headers = {},
      } = (callOptions ?? {}) as { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> };
      const token = options.getToken();
      const upload = body instanceof FormData;
      let answered;
      try {
        answered = await send(
          urlOf(baseURL, name, calls[name]!.path, params, query),
          {
            method: calls[name]!.method,
            headers: {
              Accept: 'application/json',
              ...(body === undefined || upload ? {} : { 'Content-Type': 'application/json' }),
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
              [HEADERS.language]: options.language?.() ?? 'es',
              ...headers,
            },
            body: body === undefined ? undefined : upload ? body : JSON.stringify(body),
          },
          TIMEOUT_MS,
          fetcher,
        );
      } catch {
        return { ok: false, httpStatus: undefined };
      }
      const { response } = answered;
      const envelope = envelopeOf(answered.data);
      if (!envelope) return { ok: false, httpStatus: response.status };
      if (!response.ok || !envelope.wasOk) {
        return { ok: false, httpStatus: response.status, error: envelope.error, data: envelope.data };
      }
      const checked = v.safeParse(calls[name]!.answer, answered.data);
      const data = checked.success ? (checked.output as { data?: unknown }).data : undefined;
      if (data === undefined) return { ok: false, httpStatus: response.status };
      return { ok: true, httpStatus: response.status, data: data as AnswerOf<C, N> };
    },
  };
}
