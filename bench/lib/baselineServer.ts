import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg']);
const PROXIED = /^\/(api|media)\//;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

interface ServedFile {
  type: string;
  raw: Buffer;
  gzip?: Buffer;
}

/** Every file under `root` by URL path, gzipped once up front (our server sends precompressed files too). */
function loadFiles(root: string): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  for (const relative of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(root, relative);
    if (!statSync(file).isFile()) continue;
    const extension = path.extname(file);
    const raw = readFileSync(file);
    const urlPath = `/${relative.split(path.sep).join('/')}`.replace(/\/index\.html$/, '/');
    files.set(urlPath, {
      type: TYPES[extension] ?? 'application/octet-stream',
      raw,
      ...(COMPRESSIBLE.has(extension) ? { gzip: gzipSync(raw, { level: 9 }) } : {}),
    });
  }
  return files;
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: ServedFile): void {
  const gzip = file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? file.gzip : undefined;
  const body = gzip ?? file.raw;
  response.writeHead(200, {
    'content-type': file.type,
    'content-length': body.length,
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(body);
}

/** Passes the request through unchanged (Accept-Encoding included) and the answer back as sent, still compressed. */
function proxy(request: IncomingMessage, response: ServerResponse, upstream: URL): void {
  const forwarded = httpRequest(
    { hostname: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: { ...request.headers, host: upstream.host } },
    (answer) => {
      const headers: OutgoingHttpHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => response.writeHead(502).end());
  request.pipe(forwarded);
}

/**
 * Serves the baseline pages from `root` and proxies /api/* and /media/* to the bench server, so the
 * baselines get their JSON and photos from the same server, with the same compression, as our pages.
 */
export async function serveBaselines(root: string, upstreamUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const files = loadFiles(root);
  const upstream = new URL(upstreamUrl);
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (PROXIED.test(pathname)) return proxy(request, response, upstream);
    const file = files.get(pathname);
    if (file) sendFile(request, response, file);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
