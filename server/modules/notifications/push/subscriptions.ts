import { and, eq, or } from 'drizzle-orm';
import type { Language } from '../../../../src/api/contract';
import type { PushSubscriptionBody } from '../../../../src/api/contract/customer/push';
import type { Database } from '../../../platform/db/connect';
import { pushSubscriptions } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/envelope';
import { isAllowedPushEndpoint } from './serviceHosts';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
}

/**
 * Keeps this device's subscription for the customer. The endpoint identifies the device: one already
 * stored moves to whoever subscribes it now (another customer signed in there), so the previous owner's
 * orders stop reaching it; but only when it comes with the keys stored for it. The endpoint alone is no
 * secret (it travels to the push service, it may be seen), the keys stay on the device: without them the
 * move is refused (409) and the subscription stays with its owner. Its owner renews it with any keys.
 */
export async function saveSubscription(db: Database, customerId: number, body: PushSubscriptionBody, serviceHosts: readonly string[], now: Date) {
  if (!isAllowedPushEndpoint(body.endpoint, serviceHosts))
    throw new ApiFailure(400, 'bad_request', 'This is not the address of a known push service.', 'endpoint');
  const row = { customerId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, language: body.language, updatedAt: now };
  const saved = await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: row,
      setWhere: or(
        eq(pushSubscriptions.customerId, customerId),
        and(eq(pushSubscriptions.p256dh, body.keys.p256dh), eq(pushSubscriptions.auth, body.keys.auth)),
      ),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0)
    throw new ApiFailure(
      409,
      'push_endpoint_taken',
      "This device's notifications belong to another account; subscribe again from the device itself.",
      'endpoint',
    );
  return { endpoint: body.endpoint, language: body.language };
}

/** Forgets the device's subscription, only if it is the caller's (another customer's answers as unknown). */
export async function deleteSubscription(db: Database, customerId: number, endpoint: string): Promise<{ deleted: boolean }> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return { deleted: deleted.length > 0 };
}

export async function subscriptionsOf(db: Database, customerId: number): Promise<StoredSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: pushSubscriptions.language,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId));
}

/** The push service said the subscription no longer exists (404/410). */
export async function forgetSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
