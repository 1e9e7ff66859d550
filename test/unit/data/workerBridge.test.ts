import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerBridge } from '../../../src/data/workerBridge';

const ports: MessagePort[] = [];

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

type SlowApi = { echo(text: string): string; wait(): Promise<string> };

/** A fake Worker: Comlink over a MessageChannel, its `terminate` a spy. */
function fakeWorker(api: SlowApi): Worker & { terminate: ReturnType<typeof vi.fn> } {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  expose(api, port1);
  return Object.assign(port2, { terminate: vi.fn(), onerror: null }) as unknown as Worker & { terminate: ReturnType<typeof vi.fn> };
}

const api: SlowApi = { echo: (text) => text, wait: () => new Promise(() => undefined) };

describe('worker bridge', () => {
  it('starts the worker on first use, once, and answers through its typed remote', async () => {
    const start = vi.fn(() => fakeWorker(api));
    const bridge = workerBridge<SlowApi>(start);
    expect(start).not.toHaveBeenCalled();
    expect(await bridge.run((remote) => remote.echo('a'))).toBe('a');
    expect(await bridge.remote()!.echo('b')).toBe('b');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('has no remote where no worker can start, and run() rejects', async () => {
    const bridge = workerBridge<SlowApi>(() => {
      throw new ReferenceError('Worker is not defined');
    });
    expect(bridge.remote()).toBeNull();
    await expect(bridge.run((remote) => remote.echo('a'))).rejects.toThrow('No worker can start here');
  });

  it('on abort, terminates the worker, rejects with the reason, and starts a new worker next time', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const bridge = workerBridge<SlowApi>(() => {
      const worker = fakeWorker(api);
      workers.push(worker);
      return worker;
    });
    const controller = new AbortController();
    const waiting = bridge.run((remote) => remote.wait(), controller.signal);
    controller.abort(new Error('not needed any more'));
    await expect(waiting).rejects.toThrow('not needed any more');
    expect(workers[0]!.terminate).toHaveBeenCalledTimes(1);
    expect(await bridge.run((remote) => remote.echo('again'))).toBe('again');
    expect(workers).toHaveLength(2);
  });

  it('does not start a task whose signal has already aborted', async () => {
    const start = vi.fn(() => fakeWorker(api));
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(workerBridge<SlowApi>(start).run((remote) => remote.echo('a'), controller.signal)).rejects.toThrow('too late');
    expect(start).not.toHaveBeenCalled();
  });
});
