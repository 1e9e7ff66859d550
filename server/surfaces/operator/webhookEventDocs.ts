import * as v from 'valibot';
import type { WebhookEventType } from '../../../src/api/contract/operator/webhooks';

/** The events a subscription may ask for, each with what it tells the receiver. */
export const WEBHOOK_EVENT_DOCS = {
  'order.paid': 'An order was paid and is on the shop’s board. A till or kitchen screen takes it from here.',
  'order.status_changed': 'An order moved to another status, by the counter, the kitchen simulator or a till through this API.',
  'order.cancelled': 'An order was cancelled.',
  'order.refunded': 'The money of an order was given back to the customer.',
  'availability.changed': 'A shop’s availability changed: a product or extra value sold out or back, a pause, an extra wait, a stock.',
  'invoice.issued': 'An invoice was issued for an order.',
} satisfies Record<WebhookEventType, string>;

/**
 * The Standard Webhooks envelope every delivery carries, for an event whose own payload schema is not
 * given to the document.
 */
export const webhookEnvelopeOf = (event: WebhookEventType) =>
  v.object({
    type: v.literal(event),
    timestamp: v.pipe(v.string(), v.isoTimestamp()),
    data: v.record(v.string(), v.unknown()),
  });

/** The headers of the Standard Webhooks specification, as every delivery carries them. */
export const WEBHOOK_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The message id: the same on every retry of one delivery, so a receiver that saw it already answers 2xx and does nothing.',
    example: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  },
  {
    name: 'webhook-timestamp',
    description: 'Seconds since the Unix epoch when this attempt was signed; refuse one too far from your clock.',
    example: '1674087231',
  },
  {
    name: 'webhook-signature',
    description:
      'Space-separated `v1,<base64>` signatures: HMAC-SHA256 with the subscription’s secret (`whsec_…`, base64 after the prefix) over `<webhook-id>.<webhook-timestamp>.<raw body>`. Two while a secret is being rotated.',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
] as const;

/** Verifying a delivery with the `standardwebhooks` package: the same check in any language's library. */
export const SIGNATURE_CHECK_EXAMPLE = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(subscriptionSecret); // whsec_…, printed once when the subscription was made
// rawBody: the request body exactly as received (a string), before any JSON parsing.
const event = webhook.verify(rawBody, {
  'webhook-id': request.headers['webhook-id'],
  'webhook-timestamp': request.headers['webhook-timestamp'],
  'webhook-signature': request.headers['webhook-signature'],
}); // throws on a bad signature or a timestamp more than 5 minutes off
if (event.type === 'order.paid') { /* … */ }`;
