import * as v from 'valibot';
import { LanguageSchema } from '../common';
import { TextSchema } from '../input';

// Order notifications by Web Push: the calls that keep a device's subscription, and the payload
// the server pushes (its text is chosen on the device, in the device's language).

const Base64UrlSchema = (bytes: { min: number; max: number }) =>
  v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Expected base64url'),
    v.minLength(Math.floor((bytes.min * 4) / 3)),
    v.maxLength(Math.ceil((bytes.max * 4) / 3) + 2),
  );

/** The VAPID public key the app subscribes with (an uncompressed P-256 point, base64url). */
export const PushConfigSchema = v.object({ vapidPublicKey: v.string() });

/** What PushSubscription.toJSON() gives, plus the language the device's notifications are written in. */
export const PushSubscriptionBodySchema = v.object({
  // Only regex: the first-load chunk holds the valibot functions any contract uses.
  endpoint: v.pipe(TextSchema, v.maxLength(2000), v.regex(/^https:\/\/[^\s/?#]+\/\S*$/, 'The endpoint must be an https URL')),
  keys: v.object({
    // RFC 8291: a 65-byte uncompressed P-256 point and a 16-byte auth secret.
    p256dh: Base64UrlSchema({ min: 65, max: 65 }),
    auth: Base64UrlSchema({ min: 16, max: 16 }),
  }),
  language: LanguageSchema,
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBodySchema>;

export const PushSubscriptionAnswerSchema = v.object({ endpoint: v.string(), language: LanguageSchema });

export const PushUnsubscribeBodySchema = v.object({ endpoint: v.pipe(TextSchema, v.maxLength(2000)) });
export const PushUnsubscribeAnswerSchema = v.object({ deleted: v.boolean() });

const OrderIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
const payloadCommon = {
  orderCode: v.string(),
  dailyNumber: v.nullable(v.pipe(v.number(), v.integer())),
  language: LanguageSchema,
};

/** The pushed message: what happened to which order (a pick-up order by orderId, a delivery one by deliveryOrderId). */
export const PushPayloadSchema = v.union([
  v.object({ kind: v.picklist(['ready', 'paymentFailed']), orderId: OrderIdSchema, ...payloadCommon }),
  v.object({ kind: v.picklist(['inTransport', 'delivered', 'deliveryPaymentFailed']), deliveryOrderId: OrderIdSchema, ...payloadCommon }),
]);
export type PushPayload = v.InferOutput<typeof PushPayloadSchema>;
export type PushKind = PushPayload['kind'];
