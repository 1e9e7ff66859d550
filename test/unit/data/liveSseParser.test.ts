import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from '../../../src/data/live/sseParser';

function parse(chunks: string[], lastEventId?: string) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) }, lastEventId);
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, lastEventId: parser.lastEventId };
}

const STREAM = ': hello\n\nretry: 2500\nid: 7\nevent: order\ndata: {"orderId":1}\n\ndata: first\ndata:second\n\nid: 9\nevent: ticket\ndata\n\nevent: nothing\n\n';
const EXPECTED: SseEvent[] = [
  { event: 'order', data: '{"orderId":1}', id: '7' },
  { event: 'message', data: 'first\nsecond', id: '7' },
  { event: 'ticket', data: '', id: '9' },
];

describe('the event-stream parser', () => {
  it('dispatches at each empty line: its type, joined data lines and the last id; comments and data-less events dispatch nothing', () => {
    const { events, retries, lastEventId } = parse([STREAM]);
    expect(events).toEqual(EXPECTED);
    expect(retries).toEqual([2500]);
    expect(lastEventId).toBe('9');
  });

  it('gives the same events whatever the chunks (split at every character)', () => {
    for (let cut = 1; cut < STREAM.length; cut += 1) {
      expect(parse([STREAM.slice(0, cut), STREAM.slice(cut)]).events).toEqual(EXPECTED);
    }
    expect(parse([...STREAM]).events).toEqual(EXPECTED);
  });

  it('ends lines at CRLF and lone CR as at LF, also with a CRLF split between two chunks', () => {
    for (const eol of ['\r\n', '\r']) {
      const text = STREAM.replaceAll('\n', eol);
      expect(parse([text]).events).toEqual(EXPECTED);
      for (let cut = 1; cut < text.length; cut += 1) expect(parse([text.slice(0, cut), text.slice(cut)]).events).toEqual(EXPECTED);
    }
  });

  it('keeps the id it started from until the stream sets another; an event without a blank line after it waits', () => {
    const { events, lastEventId } = parse(['event: order\ndata: a\n\nevent: order\ndata: b\n'], '41');
    expect(events).toEqual([{ event: 'order', data: 'a', id: '41' }]);
    expect(lastEventId).toBe('41');
  });

  it('ignores unknown fields and a retry that is not a number', () => {
    const { events, retries } = parse(['foo: bar\nretry: soon\ndata: x\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'x', id: undefined }]);
    expect(retries).toEqual([]);
  });
});
