import { afterEach } from 'vitest';
import { startServer, type RunningServer, type StartOptions } from '../../../server/start';
import { memoryLogger, type Backend, type FreshDatabase } from '../harness';

export interface ServerPerTest {
  /** A server on a fresh database of its own (the server opens it, as in production), logging to memory; one started before in the test is closed and its database dropped first. */
  start(options?: Partial<StartOptions>): Promise<RunningServer>;
  /** Closes the server and answers where its database is, to open it again. */
  stop(): Promise<FreshDatabase['location']>;
  /** What the server logged. */
  logLines(): Record<string, unknown>[];
}

/** A real server a test starts itself (with the options it is about); closed, and its database dropped, after each test. */
export function serverPerTest(backend: Backend): ServerPerTest {
  let fresh: FreshDatabase | undefined;
  let server: RunningServer | undefined;
  let logLines: () => Record<string, unknown>[] = () => [];
  const end = async () => {
    await server?.close();
    await fresh?.dispose();
    server = fresh = undefined;
  };
  afterEach(end);
  return {
    async start(options = {}) {
      await end();
      fresh = await backend.fresh();
      await fresh.opened.close();
      const memory = memoryLogger();
      logLines = memory.lines;
      server = await startServer({ port: 0, logger: memory.logger, ...fresh.location, ...options });
      return server;
    },
    async stop() {
      if (!fresh) throw new Error('No server started');
      await server?.close();
      server = undefined;
      return fresh.location;
    },
    logLines: () => logLines(),
  };
}
