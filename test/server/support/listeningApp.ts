import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

export interface ListeningApp {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves an app on a free loopback port, for calls the server makes to itself (the demo sandbox's REST
 * gateway at PUBLIC_URL): `build` gets the URL it will be reached at.
 */
export async function listenWith(build: (publicUrl: string) => Hono): Promise<ListeningApp> {
  const built: { app?: Hono } = {};
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: (request, env) => (built.app as Hono).fetch(request, env), port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  built.app = build(url);
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
