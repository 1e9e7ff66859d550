import { connect } from 'node:net';
import type { AdminCommand, CommandResult } from './adminCommand';

const ANSWER_TIMEOUT_MS = 30_000;

/**
 * Hands an operator command (staff, VeriFactu queue) to the server listening on `socketPath`; 'no-server' when none is (no socket
 * file, or one a dead server left).
 */
export function sendAdminCommand<Command extends AdminCommand>(socketPath: string, command: Command): Promise<CommandResult | 'no-server'> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy(new Error(`No answer from the server on ${socketPath}`)));
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(command)}\n`);
    });
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve('no-server');
      else reject(error);
    });
    socket.on('close', () => {
      if (!connected) return;
      try {
        resolve(JSON.parse(received) as CommandResult);
      } catch {
        reject(new Error(`The server on ${socketPath} did not answer the command`));
      }
    });
  });
}
