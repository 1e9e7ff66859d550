import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/** A device's subscription as PushSubscription.toJSON() gives it, with the private half the test keeps. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The device's ECDH key (private key inside) and auth secret, to decrypt what it is sent. */
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

/** One push the service accepted (or refused), decrypted with the device's keys. */
export interface ReceivedPush {
  endpoint: string;
  status: number;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID claims, after the signature was checked against the key in the header. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** The plaintext, parsed as JSON. */
  payload: unknown;
}

export interface PushService {
  /** Trusts the service's self-signed certificate (give it to the server's push sender). */
  agent: Agent;
  /** The host:port to allow as a push service. */
  host: string;
  /** A new device subscribed at this service, its keys made here as a browser makes them. */
  newDevice(): TestDevice;
  /** Pushes to this device answer 410 Gone from now on, as for an expired subscription. */
  markGone(device: { endpoint: string }): void;
  received: ReceivedPush[];
  /** Resolves with the first push matching, waiting up to `ms`. */
  waitFor(match: (push: ReceivedPush) => boolean, ms?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the ES256 signature must verify with k, the audience be our origin. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization is not VAPID: ${header ?? '(none)'}`);
  const [, token = '', publicKey = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: 'jwk' });
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  if (!verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')))
    throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error('VAPID exp is not within the next 24 hours');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`VAPID sub ${claims.sub} is not mailto: or https:`);
  return { ...claims, publicKey };
}

/** RFC 8291 (Web Push encryption) over RFC 8188 aes128gcm, one record, as a user agent decrypts it. */
function decrypt(body: Buffer, device: TestDevice): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('More than one record');
  const ecdhSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('No last-record delimiter');
  return padded.subarray(0, end);
}

/** A local push service speaking RFC 8030 over https, checking VAPID and decrypting every message. */
export async function startPushService(): Promise<PushService> {
  const pems = selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    days: 1,
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const devices = new Map<string, TestDevice>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  let origin = '';

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const device = devices.get(endpoint);
      try {
        if (request.method !== 'POST' || !device) return void response.writeHead(404).end();
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('TTL header missing');
        const vapid = checkVapid(request.headers.authorization, origin);
        const status = gone.has(endpoint) ? 410 : 201;
        // Decrypted even when refused, so a test can tell which message met the gone subscription.
        const payload: unknown = JSON.parse(decrypt(Buffer.concat(chunks), device).toString('utf8'));
        received.push({
          endpoint,
          status,
          ttl,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
          vapid,
          payload,
        });
        for (const wake of waiters.splice(0)) wake();
        response.writeHead(status, status === 201 ? { Location: `${origin}/message/${randomUUID()}` } : {}).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  return {
    agent: new Agent({ ca: pems.cert }),
    host: `127.0.0.1:${port}`,
    newDevice() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: TestDevice = {
        endpoint: `${origin}/push/${randomUUID()}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        ecdh,
        authSecret,
      };
      devices.set(device.endpoint, device);
      return device;
    },
    markGone: (device) => void gone.add(device.endpoint),
    received,
    async waitFor(match, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('No matching push arrived');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
