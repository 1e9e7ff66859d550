/** One dispatched Server-Sent Event: `event` defaults to 'message'; `id` is the last id the stream set. */
export type SseEvent = { event: string; data: string; id: string | undefined };

export type SseParser = {
  /** Feeds decoded text as it arrives (any split: mid-line, mid-field, a CR and its LF apart). */
  push(text: string): void;
  /** The last `id:` seen, kept across events as the standard says (the next Last-Event-ID). */
  readonly lastEventId: string | undefined;
};

/**
 * The event-stream format of the HTML standard: lines end in LF, CR or CRLF; `:` starts a comment (heartbeats);
 * `data:` lines join with LF; an empty line dispatches; an event with no data is not dispatched; `retry:`
 * gives the reconnection delay in milliseconds.
 */
export function createSseParser(handlers: { onEvent: (event: SseEvent) => void; onRetry?: (ms: number) => void }, lastEventId?: string): SseParser {
  let buffer = '';
  let pendingCr = false;
  let eventType = '';
  let data: string[] = [];
  let id = lastEventId;

  function dispatch(): void {
    if (data.length > 0) handlers.onEvent({ event: eventType || 'message', data: data.join('\n'), id });
    eventType = '';
    data = [];
  }

  function line(text: string): void {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  }

  return {
    push(text) {
      // A CRLF split across two chunks: its LF ends nothing.
      let index = pendingCr && text.startsWith('\n') ? 1 : 0;
      pendingCr = false;
      let start = index;
      for (; index < text.length; index += 1) {
        const char = text[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer + text.slice(start, index));
        buffer = '';
        if (char === '\r') {
          if (index + 1 === text.length) pendingCr = true;
          else if (text[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer += text.slice(start);
    },
    get lastEventId() {
      return id;
    },
  };
}
