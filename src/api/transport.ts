/** An answer read whole: its status and headers, and its body (JSON, else its text; nothing when empty or 304). */
export type Answered = { response: Response; data: unknown };

function readBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One request of the app's clients; no answer (headers and body) within `timeoutMs` is a network failure
 * (it throws, as a network failure does). No retries: the callers' own retry logic is the only one.
 */
export async function send(url: string, init: RequestInit, timeoutMs: number, fetcher: typeof fetch = fetch): Promise<Answered> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`No answer within ${timeoutMs / 1000} s`)), timeoutMs);
  try {
    const response = await fetcher(url, { ...init, signal: abort.signal });
    return { response, data: response.status === 304 ? undefined : readBody(await response.text()) };
  } finally {
    clearTimeout(timer);
  }
}
