import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/connect';
import { readAdminCommand, type AdminCommandKind, type CommandResult } from './adminCommand';
import { sendAdminCommand } from './adminClient';

/** Where a server on the embedded database takes the operator's commands (only it may open those files). */
export const adminSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), 'admin.sock');

/** A request larger than this is not a staff command. */
const MAX_REQUEST_BYTES = 64 * 1024;

export interface AdminChannel {
  close(): Promise<void>;
}

function answer(socket: Socket, result: CommandResult): void {
  socket.end(`${JSON.stringify(result)}\n`);
}

/**
 * Listens on a Unix socket (mode 0600: the server's own user only) for one JSON line per connection, an
 * operator command of one of `commands` (staff, VeriFactu queue, operator keys…), and answers one JSON line
 * with its result. A socket left by a server that died is replaced; one a live server answers on is left
 * alone (the start fails, as the database would).
 */
export async function startAdminChannel(deps: {
  db: Database;
  socketPath: string;
  logger: Logger;
  now: () => Date;
  commands: readonly AdminCommandKind[];
}): Promise<AdminChannel> {
  const { db, socketPath, logger } = deps;
  if ((await sendAdminCommand(socketPath, { command: 'list' }).catch(() => 'no-server' as const)) !== 'no-server') {
    throw new Error(`Another server answers on ${socketPath}`);
  }
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', (error) => logger.warn({ err: error }, 'Admin channel connection failed'));
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) return answer(socket, { ok: false, output: 'Request too large' });
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      let request: unknown;
      try {
        request = JSON.parse(received.slice(0, end)) as unknown;
      } catch {
        return answer(socket, { ok: false, output: 'Not a JSON command' });
      }
      const read = readAdminCommand(deps.commands, request);
      if (!read) return answer(socket, { ok: false, output: 'Not a command this server takes' });
      const { kind, command } = read;
      kind.run(db, command, deps.now()).then(
        (result) => {
          const line = kind.logLine ? kind.logLine(command, result) : result.output;
          if (line !== null) logger.info({ command: command.command, ok: result.ok }, `Operator command: ${line}`);
          answer(socket, result);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'Operator command failed');
          answer(socket, { ok: false, output: `The server could not run it: ${(error as Error).message}` });
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        // Node removes the socket file when it stops listening.
        server.close(() => {
          rmSync(socketPath, { force: true });
          resolve();
        });
      }),
  };
}
