import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushConfig } from '../../../platform/config/vapidKeys';

export type PushOutcome = { outcome: 'sent' | 'gone' | 'failed'; status: number | null };

export interface PushMessage {
  /** The JSON to encrypt for the device (RFC 8291, aes128gcm). */
  payload: string;
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** A newer message with the same topic replaces one not delivered yet (RFC 8030 §5.4). */
  topic: string;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * One RFC 8030 push to one device, signed with our VAPID key. 404 and 410 mean the subscription is gone
 * for good (expired, or the device unsubscribed); anything else is a failure for this message only.
 */
export async function sendPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
  push: PushConfig,
  agent?: Agent,
): Promise<PushOutcome> {
  try {
    const answer = await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      message.payload,
      {
        vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
        TTL: message.ttlSeconds,
        urgency: message.urgency,
        topic: message.topic,
        contentEncoding: 'aes128gcm',
        timeout: SEND_TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      },
    );
    return { outcome: 'sent', status: answer.statusCode };
  } catch (error) {
    if (error instanceof WebPushError) return { outcome: error.statusCode === 404 || error.statusCode === 410 ? 'gone' : 'failed', status: error.statusCode };
    throw error;
  }
}
