const encoder = new TextEncoder();

/** One SSE message; without `id` the client's last event id stays as it was. */
export function sseFrame(event: string, data: string, id?: number): Uint8Array {
  return encoder.encode(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`);
}

/** A comment line: keeps proxies and the client's stall detection from taking a quiet stream for a dead one. */
export const HEARTBEAT = encoder.encode(': heartbeat\n\n');

/** A client that stops reading gets its stream ended once this much waits for it (it resumes with Last-Event-ID). */
const MAX_UNREAD_BYTES = 1024 * 1024;

export interface SseStream {
  body: ReadableStream<Uint8Array>;
  /** False once the stream has ended (client gone, too far behind, server stopping). */
  write(bytes: Uint8Array): boolean;
  end(): void;
}

/**
 * A plain byte stream for an SSE answer: frames are encoded once by the caller and the same bytes go to
 * every stream that shares them. `onEnd` runs once, whoever ends it. Not hono/streaming's streamSSE: it
 * keeps three web streams per client where this keeps one (bench/live-streams, 2,000 streams: about
 * 58 MB more memory this way, 74 MB that way, the same delivery times).
 */
export function openSseStream(onEnd: () => void): SseStream {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  const finish = () => {
    if (!open) return false;
    open = false;
    onEnd();
    return true;
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      cancel() {
        finish();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  const end = () => {
    if (finish()) {
      try {
        controller?.close();
      } catch {
        // Already closed or errored by the other side.
      }
    }
  };
  return {
    body,
    write(bytes) {
      if (!open || !controller) return false;
      if ((controller.desiredSize ?? 0) < -MAX_UNREAD_BYTES) {
        end();
        return false;
      }
      controller.enqueue(bytes);
      return true;
    },
    end,
  };
}
