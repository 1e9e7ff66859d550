import * as v from 'valibot';
import { ApiErrorSchema, HEADERS, type ApiError } from '../../api/contract/common';

export type StaffCallResult<T> =
  | { ok: true; httpStatus: number; data: T }
  | { ok: false; httpStatus: number | undefined; error?: ApiError; data?: unknown };

export interface StaffApi {
  readonly baseURL: string;
  call<T>(method: 'GET' | 'POST', path: string, schema: v.GenericSchema<unknown, T>, options?: { body?: unknown; headers?: Record<string, string> }): Promise<StaffCallResult<T>>;
  token(): string | undefined;
}

const ErrorSchema = v.optional(ApiErrorSchema);

/**
 * The envelope's shell; its `data` is checked against the call's schema once it succeeded. Read by hand: a
 * valibot schema the customer's code does not use would grow the shared framework chunk of its first load.
 */
function envelopeOf(json: unknown): { wasOk: boolean; data: unknown; error: ApiError | undefined } | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { wasOk, data, error } = json as { wasOk?: unknown; data?: unknown; error?: unknown };
  if (typeof wasOk !== 'boolean') return undefined;
  const checked = v.safeParse(ErrorSchema, error);
  return checked.success ? { wasOk, data, error: checked.output } : undefined;
}

/**
 * The board's HTTP calls: the staff token as a bearer, the envelope read and checked; never throws (a
 * network failure is `httpStatus: undefined`). Separate from the customer's client: other token, other calls.
 */
export function createStaffApi(options: { baseURL?: string; getToken: () => string | undefined; language?: () => string; fetch?: typeof fetch }): StaffApi {
  const baseURL = options.baseURL ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    baseURL,
    token: options.getToken,
    async call(method, path, schema, { body, headers = {} } = {}) {
      const token = options.getToken();
      let response: Response;
      let json: unknown;
      try {
        response = await doFetch(`${baseURL}${path}`, {
          method,
          headers: {
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            [HEADERS.language]: options.language?.() ?? 'es',
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        json = await response.json().catch(() => undefined);
      } catch {
        return { ok: false, httpStatus: undefined };
      }
      const envelope = envelopeOf(json);
      if (!envelope) return { ok: false, httpStatus: response.status };
      if (!response.ok || !envelope.wasOk) {
        return { ok: false, httpStatus: response.status, error: envelope.error, data: envelope.data };
      }
      const data = v.safeParse(schema, envelope.data);
      if (!data.success) return { ok: false, httpStatus: response.status };
      return { ok: true, httpStatus: response.status, data: data.output };
    },
  };
}
