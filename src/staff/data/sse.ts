export interface SseEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/**
 * A Server-Sent Events parser for a stream read with fetch (the HTML standard's rules): `event:`,
 * `data:` (joined by newlines), `id:`, comments (`:`), CR, LF or CRLF line ends, an event dispatched at
 * a blank line, chunks cut anywhere.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): { push(chunk: string): void } {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let lastId: string | undefined;
  let afterCR = false;

  function line(text: string): void {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id: lastId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) {
      id = value;
      lastId = id;
    }
  }

  return {
    push(chunk: string) {
      let text = chunk;
      // A CRLF split between two chunks: the LF belongs to the line already ended.
      if (afterCR && text.startsWith('\n')) text = text.slice(1);
      afterCR = false;
      buffer += text;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end < 0) break;
        const isCR = buffer[end] === '\r';
        const length = isCR && buffer[end + 1] === '\n' ? 2 : 1;
        if (isCR && length === 1 && end === buffer.length - 1) afterCR = true;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + length);
      }
    },
  };
}
