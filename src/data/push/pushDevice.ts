import { currentLanguage } from '../../i18n';
import { apiClient } from '../runtime';

// Order notifications on this device. Loaded only where they are offered or switched (the
// order screen, settings, sign-out): none of it is in the first load.

/** What settings shows: no Push here (iOS outside an installed app, old browsers), blocked, on or off. */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';
/** Turning on may also fail: the push service cannot be reached, or our server did not keep it. */
export type TurnOnResult = PushState | 'failed';

const SERVICE_WORKER_WAIT_MS = 5000;
/** A browser whose push service cannot be reached may never answer subscribe(). */
const SUBSCRIBE_WAIT_MS = 15_000;

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function within<T>(promise: Promise<T>, ms: number, late: () => T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(late()), ms))]);
}

function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return within<ServiceWorkerRegistration | undefined>(navigator.serviceWorker.ready, SERVICE_WORKER_WAIT_MS, () => undefined);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration();
  return (await found?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  return held !== null && held.byteLength === key.byteLength && new Uint8Array(held).every((byte, index) => byte === key[index]);
}

/** Asks for permission, subscribes with the server's VAPID key and has the server keep the subscription. */
export async function turnPushOn(): Promise<TurnOnResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const worker = await registration();
  const config = await apiClient.call('pushConfig');
  if (!worker || config.status !== 'ok') return 'failed';
  const key = keyBytes(config.data.vapidPublicKey);
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) would never receive our pushes.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await within<PushSubscription | null>(worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), SUBSCRIBE_WAIT_MS, () => null);
  } catch {
    subscription = null;
  }
  if (!subscription) {
    // No push service reachable (offline, or a browser without one): the order screen's refresh remains.
    return 'failed';
  }
  const json = subscription.toJSON();
  const saved = await apiClient.call('pushSubscribe', {
    body: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, language: currentLanguage() },
  });
  if (saved.status === 'ok') return 'on';
  await subscription.unsubscribe().catch(() => false);
  return 'failed';
}

/** Stops notifications on this device: the server forgets it (while the session lasts), then the browser. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  // Best effort: a subscription the server still holds answers 410 once unsubscribed, and is deleted then.
  await apiClient.call('pushUnsubscribe', { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
