import * as v from 'valibot';
import { ApiErrorSchema, HEADERS, type ApiError } from './contract/common';
import { fillPath } from './contract/paths';
import { referenceEndpoints } from './contract/customer/referenceEndpoints';
import { staffEndpoints } from './contract/counter/endpoints';
import { send } from './transport';

/** The calls the counter makes: its own, and the customers' catalogue reads for the availability panel. */
const counterCalls = { ...staffEndpoints, homeWapp: referenceEndpoints.homeWapp, productExtras: referenceEndpoints.productExtras } as const;
type CounterCalls = typeof counterCalls;
export type CounterCallName = keyof CounterCalls;

/** The `data` of a call's answer envelope. */
export type CounterAnswer<N extends CounterCallName> = NonNullable<v.InferOutput<CounterCalls[N]['answer']>['data']>;
type PathParams<N extends CounterCallName> = keyof v.InferInput<CounterCalls[N]['params']>;

/** A call's options: its path parameters and body when the contract gives it some, always typed by it. */
export type CounterCallOptions<N extends CounterCallName> = {
  /** The query string, e.g. the board's `shop`. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
} & ([PathParams<N>] extends [never] ? { params?: never } : { params: Record<PathParams<N>, string | number> }) &
  (CounterCalls[N] extends { body: v.GenericSchema } ? { body: v.InferInput<CounterCalls[N]['body']> } : { body?: never });

export type StaffCallResult<T> = { ok: true; httpStatus: number; data: T } | { ok: false; httpStatus: number | undefined; error?: ApiError; data?: unknown };

export interface StaffApi {
  readonly baseURL: string;
  call<N extends CounterCallName>(name: N, options?: CounterCallOptions<N>): Promise<StaffCallResult<CounterAnswer<N>>>;
  token(): string | undefined;
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

function urlOf(baseURL: string, name: CounterCallName, params: Record<string, string | number> = {}, query?: Record<string, string>): string {
  const path = fillPath(name, counterCalls[name].path, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));
  return `${baseURL}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
}

/**
 * The board's HTTP calls, named and typed by the contract (a wrong path, parameter or body does not
 * compile): the staff token as a bearer, the envelope read and checked; never throws (a network failure
 * is `httpStatus: undefined`). Apart from the customer's client: other token, other calls.
 */
export function createStaffApi(options: { baseURL?: string; getToken: () => string | undefined; language?: () => string; fetch?: typeof fetch }): StaffApi {
  const baseURL = options.baseURL ?? '/api';
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    baseURL,
    token: options.getToken,
    async call<N extends CounterCallName>(name: N, callOptions?: CounterCallOptions<N>): Promise<StaffCallResult<CounterAnswer<N>>> {
      const {
        params,
        query,
        body,
        headers = {},
      } = (callOptions ?? {}) as { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> };
      const token = options.getToken();
      let answered;
      try {
        answered = await send(
          urlOf(baseURL, name, params, query),
          {
            method: counterCalls[name].method,
            headers: {
              Accept: 'application/json',
              ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
              [HEADERS.language]: options.language?.() ?? 'es',
              ...headers,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
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
      const checked = v.safeParse(counterCalls[name].answer, answered.data);
      if (!checked.success || checked.output.data === undefined) return { ok: false, httpStatus: response.status };
      return { ok: true, httpStatus: response.status, data: checked.output.data as CounterAnswer<N> };
    },
  };
}
