import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that cuts the connections through it, as a fail-over, a restart or a
 * network partition does: all of them at once, or when a given statement passes, at a chosen moment.
 */
export interface TcpCut {
  /** The database URL rewritten to go through the proxy. */
  url: string;
  /** Resets every connection through the proxy (both sides see the socket end abruptly). */
  cutAll(): void;
  /** Cuts every connection and refuses new ones (reset on accept) until `restore()`. */
  goDown(): void;
  restore(): void;
  /**
   * Cuts every connection when a connection sends `marker` (text of the statement, as the client sends it
   * the first time on a connection): before it reaches the server, or once the server answered it but
   * before the answer reaches the client. With `after`, only a connection that sent `after` before counts.
   * Resolves when the cut happened.
   */
  cutAt(trap: { marker: string; moment: 'beforeSending' | 'beforeAnswer'; after?: string }): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  /** The trap's `after` marker went through this connection. */
  primed: boolean;
  /** The trap's marker went through; its answer is held back and everything cut. */
  cutOnAnswer: boolean;
}

interface Trap {
  marker: Buffer;
  moment: 'beforeSending' | 'beforeAnswer';
  after: Buffer | undefined;
  fired: () => void;
}

export async function startTcpCut(databaseUrl: string): Promise<TcpCut> {
  const target = new URL(databaseUrl);
  const pairs = new Set<Pair>();
  let down = false;
  let trap: Trap | undefined;

  const cutAll = () => {
    for (const { client, upstream } of [...pairs]) {
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    }
    pairs.clear();
  };
  const spring = () => {
    const fired = trap?.fired;
    trap = undefined;
    cutAll();
    fired?.();
  };

  const server = net.createServer((client) => {
    if (down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair: Pair = { client, upstream, primed: false, cutOnAnswer: false };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk: Buffer) => {
      if (trap && (!trap.after || pair.primed) && chunk.includes(trap.marker)) {
        if (trap.moment === 'beforeSending') return spring();
        pair.cutOnAnswer = true;
      } else if (trap?.after && chunk.includes(trap.after)) {
        pair.primed = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (pair.cutOnAnswer) return spring();
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    cutAll,
    goDown() {
      down = true;
      cutAll();
    },
    restore() {
      down = false;
    },
    cutAt({ marker, moment, after }) {
      return new Promise((fired) => {
        trap = { marker: Buffer.from(marker), moment, after: after === undefined ? undefined : Buffer.from(after), fired };
      });
    },
    async close() {
      trap = undefined;
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
