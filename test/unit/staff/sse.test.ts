import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from '../../../src/staff/data/sse';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('the event stream parser', () => {
  const text = ': heartbeat\n\nid: 7\nevent: ticket\ndata: {"a":1}\n\nid: 8\nevent: ticket\ndata: line one\ndata: line two\n\n';
  const expected = [
    { event: 'ticket', data: '{"a":1}', id: '7' },
    { event: 'ticket', data: 'line one\nline two', id: '8' },
  ];

  it('reads events, ids and multi-line data, skipping comments', () => {
    expect(parse([text])).toEqual(expected);
  });

  it('gives the same events whatever the chunks are cut at', () => {
    for (let size = 1; size < 12; size += 1) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(parse(chunks)).toEqual(expected);
    }
  });

  it('accepts CRLF and CR line ends, also a CRLF cut between two chunks', () => {
    expect(parse(['id: 3\r\nevent: ticket\r', '\ndata: x\r\n\r\n'])).toEqual([{ event: 'ticket', data: 'x', id: '3' }]);
    expect(parse(['data: y\r\r'])).toEqual([{ event: 'message', data: 'y', id: undefined }]);
  });

  it('dispatches nothing before the blank line that ends an event, and keeps the last id for later events', () => {
    expect(parse(['id: 4\nevent: ticket\ndata: z\n'])).toEqual([]);
    expect(parse(['id: 4\ndata: a\n\ndata: b\n\n'])).toEqual([
      { event: 'message', data: 'a', id: '4' },
      { event: 'message', data: 'b', id: '4' },
    ]);
  });
});
