import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** Web Push settings: the VAPID key pair the server signs with, and who the push services may contact. */
export interface PushConfig {
  /** Uncompressed P-256 public key, base64url (65 bytes): what the app subscribes with. */
  publicKey: string;
  /** P-256 private key, base64url (32 bytes). */
  privateKey: string;
  /** The VAPID `sub` claim: a mailto: or https: address of the operator. */
  subject: string;
  /** Hosts the server will send pushes to (a subscription naming another is refused). */
  serviceHosts: readonly string[];
}

/** The browsers' push services: Chrome/Edge (FCM), Firefox (Mozilla autopush), Safari (Apple), Windows (WNS). */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

const KEYS_FILE = 'vapid-keys.json';

function decodedLength(text: string): number {
  return /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : -1;
}

/** Throws naming the setting when a key is not a P-256 key in base64url. */
export function checkVapidKeys(keys: { publicKey: string; privateKey: string }, where: string): void {
  const point = Buffer.from(keys.publicKey, 'base64url');
  if (decodedLength(keys.publicKey) !== 65 || point[0] !== 4)
    throw new Error(`${where}: VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes)`);
  if (decodedLength(keys.privateKey) !== 32) throw new Error(`${where}: VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)`);
}

/** The generated key pair, created once (owner-only file) and read back on every later start, as the JWT secret is. */
function storedKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, KEYS_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx' fails if another process created it meanwhile; then we read theirs below.
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()) + '\n', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  checkVapidKeys(keys, `${file} (remove it to generate new keys)`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** A mailto: or https: URL, as RFC 8292 asks of the `sub` claim. */
export function isVapidSubject(subject: string): boolean {
  return /^mailto:[^@\s]+@[^@\s]+$/.test(subject) || /^https:\/\/[^\s/]+/.test(subject);
}

function defaultSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export interface PushOptions {
  vapidPublicKey?: string | undefined;
  vapidPrivateKey?: string | undefined;
  vapidSubject?: string | undefined;
  pushServiceHosts?: readonly string[] | undefined;
}

/** Keys from the environment (both or neither), else generated once under DATA_DIR; the subject checked. */
export function resolvePushConfig(options: PushOptions, context: { dataDir: string; publicUrl: string; mailFrom: string }): PushConfig {
  if (Boolean(options.vapidPublicKey) !== Boolean(options.vapidPrivateKey)) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  let keys: { publicKey: string; privateKey: string };
  if (options.vapidPublicKey && options.vapidPrivateKey) {
    keys = { publicKey: options.vapidPublicKey, privateKey: options.vapidPrivateKey };
    checkVapidKeys(keys, 'Web Push');
  } else {
    keys = storedKeys(context.dataDir);
  }
  const subject = options.vapidSubject ?? defaultSubject(context.publicUrl, context.mailFrom);
  if (!isVapidSubject(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, not '${subject}'`);
  return { ...keys, subject, serviceHosts: options.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS };
}

/** Throw-away keys (tests and apps built without a resolved configuration). */
export function ephemeralPushConfig(): PushConfig {
  return { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@ritmo.local', serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS };
}
