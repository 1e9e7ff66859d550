import { wrap, type Remote } from 'comlink';

/** A Comlink worker started on first use, and what the page does with it. */
export interface WorkerBridge<Api> {
  /** The worker's typed remote, the worker started on the first call; null where no worker can start. */
  remote(): Remote<Api> | null;
  /**
   * Runs `task` on the remote. When `signal` aborts first, the worker is terminated (the next call starts a
   * new one) and the promise rejects with the signal's reason: a result that comes late is never used.
   */
  run<T>(task: (remote: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/**
 * The one way the page talks to a worker: `start` makes the Worker (a `new Worker(new URL(…))`
 * Vite can see); it runs once, on first use. A start that throws (no Worker here) leaves the remote null.
 */
export function workerBridge<Api>(start: () => Worker): WorkerBridge<Api> {
  let worker: Worker | null = null;
  let remote: Remote<Api> | null = null;

  function started(): Remote<Api> | null {
    if (remote) return remote;
    try {
      worker = start();
      remote = wrap<Api>(worker);
    } catch {
      worker = null;
    }
    return remote;
  }

  async function run<T>(task: (remote: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const current = started();
    if (!current) throw new Error('No worker can start here');
    if (!signal) return task(current);
    const running = worker;
    return new Promise<T>((resolve, reject) => {
      const abort = () => {
        if (worker === running) {
          running?.terminate();
          worker = null;
          remote = null;
        }
        reject(signal.reason);
      };
      signal.addEventListener('abort', abort, { once: true });
      task(current)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', abort));
    });
  }

  return { remote: started, run };
}
