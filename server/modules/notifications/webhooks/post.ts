import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './safeUrl';

/** How one try ended: a 2xx answer, or the status (none when nothing came back) and what went wrong. */
export type PostOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** The start of a receiver's error answer kept with the delivery. */
const ERROR_BODY_CHARS = 300;

/** Answers every resolution of the connection with the address already checked. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}

async function firstChars(response: IncomingMessage): Promise<string> {
  let text = '';
  response.setEncoding('utf8');
  for await (const chunk of response) {
    if (text.length < ERROR_BODY_CHARS) text += chunk as string;
  }
  return text.slice(0, ERROR_BODY_CHARS);
}

/**
 * POSTs one delivery to `url`, connecting to `target` (checked before) whatever the name resolves to now,
 * within `timeoutMs` for the whole exchange. A redirect is an answer like any other non-2xx: never followed.
 */
export function postWebhook(url: URL, target: ResolvedAddress, headers: Record<string, string>, body: string, timeoutMs: number): Promise<PostOutcome> {
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    lookup: pinnedLookup(target),
    agent: false,
    signal: AbortSignal.timeout(timeoutMs),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(url, options, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) {
        response.resume();
        response.once('end', () => resolve({ ok: true, status }));
        response.once('error', () => resolve({ ok: true, status }));
        return;
      }
      const location = response.headers.location;
      firstChars(response).then(
        (text) => {
          const error =
            status >= 300 && status < 400 ? `redirect to ${location ?? '(no location)'} not followed` : `answered ${status}${text ? `: ${text}` : ''}`;
          resolve({ ok: false, status, error });
        },
        () => resolve({ ok: false, status, error: `answered ${status}` }),
      );
    });
    request.once('error', (error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve({ ok: false, status: null, error: timedOut ? `no answer within ${timeoutMs} ms` : error.message });
    });
    request.end(body);
  });
}
