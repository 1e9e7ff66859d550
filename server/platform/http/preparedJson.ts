import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

/** An answer serialised once: its bytes, their gzip form and the ETag apiEtag would have given them. */
export interface PreparedJson {
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** The strong ETag apiEtag gives these bytes. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/** The `{ wasOk: true, data }` envelope's bytes, as sendData writes them. */
export function envelopeBytes(data: unknown): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify({ wasOk: true, data }));
}

/** Bytes with their ETag and gzip form, computed once. */
export function prepareBytes(identity: Uint8Array<ArrayBuffer>): PreparedJson {
  return { etag: etagOf(identity), identity, gzip: new Uint8Array(gzipSync(identity)) };
}

/** The `{ wasOk: true, data }` envelope, as sendData would write it, ready to be sent many times. */
export function prepareData(data: unknown): PreparedJson {
  return prepareBytes(envelopeBytes(data));
}

/** True when Accept-Encoding allows `encoding` (named with q > 0, or through `*` without refusing it). */
export function acceptsEncoding(header: string | undefined, encoding: 'gzip' | 'br'): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === encoding) return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard;
}

export const acceptsGzip = (header: string | undefined): boolean => acceptsEncoding(header, 'gzip');

/**
 * Sends prepared bytes: gzip when the client takes it (with the weak ETag the compress middleware gives
 * compressed answers), else as they are. apiEtag keeps the ETag and answers 304 from it.
 */
export function sendPrepared(c: Context, prepared: PreparedJson): Response {
  const gzip = acceptsGzip(c.req.header('Accept-Encoding'));
  c.header('Content-Type', 'application/json');
  c.header('Vary', 'Accept-Encoding');
  c.header('ETag', gzip ? `W/${prepared.etag}` : prepared.etag);
  if (gzip) c.header('Content-Encoding', 'gzip');
  return c.body(gzip ? prepared.gzip : prepared.identity);
}
