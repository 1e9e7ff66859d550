import * as v from 'valibot';
import { IdParamSchema, type OperatorEndpoint } from './call';

/** The events a subscription may take. */
export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'order.status_changed',
  'order.cancelled',
  'order.refunded',
  'availability.changed',
  'invoice.issued',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WebhookEventTypeSchema = v.picklist(WEBHOOK_EVENT_TYPES);

/** One of our order statuses, with its equivalent in Square's and Deliverect's vocabularies (null: none). */
export const WebhookStatusSchema = v.object({
  id: v.number(),
  name: v.string(),
  square: v.nullable(v.picklist(['PROPOSED', 'RESERVED', 'PREPARED', 'COMPLETED', 'CANCELED'])),
  deliverect: v.nullable(v.object({ code: v.number(), tag: v.string() })),
});
export type WebhookStatus = v.InferOutput<typeof WebhookStatusSchema>;

const PaymentStatusSchema = v.object({ id: v.number(), name: v.string() });
const OrderReference = { orderId: v.number(), orderCode: v.string(), shop: v.string() };

/** `order.paid`, `order.status_changed`, `order.cancelled`: the order's move, as the order's event records it. */
export const OrderMoveDataSchema = v.object({
  ...OrderReference,
  dailyNumber: v.nullable(v.number()),
  kind: v.picklist(['pickup', 'delivery']),
  status: WebhookStatusSchema,
  previousStatus: WebhookStatusSchema,
  paymentStatus: PaymentStatusSchema,
  /** Who moved it: board, scan, simulator, api, customer, payment. */
  source: v.string(),
});

/** `order.refunded`: the gateway gave the order's money back. */
export const OrderRefundedDataSchema = v.object({
  ...OrderReference,
  kind: v.picklist(['pickup', 'delivery']),
  status: WebhookStatusSchema,
  paymentStatus: PaymentStatusSchema,
  amountCents: v.number(),
  reason: v.string(),
});

/** `invoice.issued`: a ticket (F2), full invoice (F1), its replacement (F3) or a correction (R5). */
export const InvoiceIssuedDataSchema = v.object({
  ...OrderReference,
  invoiceNumber: v.string(),
  invoiceType: v.picklist(['F1', 'F2', 'F3', 'R5', 'R1']),
});

/** `availability.changed`: sold out, back, pause, extra wait, slot capacity or stock of a shop. */
export const AvailabilityChangedDataSchema = v.object({
  shop: v.string(),
  action: v.string(),
  actorKind: v.picklist(['staff', 'operator', 'import', 'order']),
  detail: v.record(v.string(), v.unknown()),
});

/** A delivery's body, in the Standard Webhooks shape. */
const eventOf = <T extends WebhookEventType, D extends v.GenericSchema>(type: T, data: D) => v.object({ type: v.literal(type), timestamp: v.string(), data });

/** Each event's body, by its type (the OpenAPI document's `webhooks`). */
export const WEBHOOK_EVENT_PAYLOADS = {
  'order.paid': eventOf('order.paid', OrderMoveDataSchema),
  'order.status_changed': eventOf('order.status_changed', OrderMoveDataSchema),
  'order.cancelled': eventOf('order.cancelled', OrderMoveDataSchema),
  'order.refunded': eventOf('order.refunded', OrderRefundedDataSchema),
  'availability.changed': eventOf('availability.changed', AvailabilityChangedDataSchema),
  'invoice.issued': eventOf('invoice.issued', InvoiceIssuedDataSchema),
} satisfies Record<WebhookEventType, v.GenericSchema>;

const payloads = WEBHOOK_EVENT_PAYLOADS;
export const WebhookEventSchema = v.variant('type', [
  payloads['order.paid'],
  payloads['order.status_changed'],
  payloads['order.cancelled'],
  payloads['order.refunded'],
  payloads['availability.changed'],
  payloads['invoice.issued'],
]);
export type WebhookEvent = v.InferOutput<typeof WebhookEventSchema>;

export const WebhookSubscribeBodySchema = v.object({
  url: v.pipe(v.string(), v.maxLength(2000)),
  events: v.pipe(v.array(WebhookEventTypeSchema), v.minLength(1), v.maxLength(WEBHOOK_EVENT_TYPES.length)),
});
export type WebhookSubscribeBody = v.InferOutput<typeof WebhookSubscribeBodySchema>;

export const WebhookSubscriptionSchema = v.object({
  id: v.number(),
  url: v.string(),
  events: v.array(WebhookEventTypeSchema),
  createdAt: v.string(),
  /** Deliveries still to go (waiting for their turn or their next try). */
  pending: v.number(),
  /** Deliveries given up after a day of tries. */
  failed: v.number(),
});
export type WebhookSubscription = v.InferOutput<typeof WebhookSubscriptionSchema>;

/** The new subscription, with its signing secret: shown this once. */
export const NewWebhookSubscriptionSchema = v.object({ ...WebhookSubscriptionSchema.entries, secret: v.string() });
export type NewWebhookSubscription = v.InferOutput<typeof NewWebhookSubscriptionSchema>;

export const WebhookDeliveryStateSchema = v.picklist(['pending', 'delivered', 'failed']);
export type WebhookDeliveryState = v.InferOutput<typeof WebhookDeliveryStateSchema>;

export const WebhookDeliverySchema = v.object({
  id: v.number(),
  /** The `webhook-id` header: the same on every try. */
  eventId: v.string(),
  type: WebhookEventTypeSchema,
  orderId: v.nullable(v.number()),
  state: WebhookDeliveryStateSchema,
  attempts: v.number(),
  occurredAt: v.string(),
  nextAttemptAt: v.nullable(v.string()),
  deliveredAt: v.nullable(v.string()),
  failedAt: v.nullable(v.string()),
  lastStatus: v.nullable(v.number()),
  lastError: v.nullable(v.string()),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>;

const WebhookParams = v.object({ webhookId: IdParamSchema });
const EXAMPLE_URL = 'https://till.example.com/ritmo/webhooks';
const exampleSubscription = {
  id: 1,
  url: EXAMPLE_URL,
  events: ['order.paid', 'order.status_changed'],
  createdAt: '2026-06-17T08:00:00.000Z',
  pending: 0,
  failed: 0,
};

/** The webhook calls of the operator API (spread into operatorEndpoints). A key sees and changes its own subscriptions only. */
export const webhookEndpoints = {
  listWebhooks: {
    method: 'GET',
    path: '/webhooks',
    summary: "The key's webhook subscriptions, with their deliveries pending and failed",
    scope: 'orders:read',
    answer: v.array(WebhookSubscriptionSchema),
    problems: [],
    example: { answer: [exampleSubscription] },
  },
  subscribeWebhook: {
    method: 'POST',
    path: '/webhooks',
    summary: 'Subscribes an https URL on a public address to events; answers the signing secret once',
    scope: 'orders:read',
    body: WebhookSubscribeBodySchema,
    answer: NewWebhookSubscriptionSchema,
    status: 201,
    problems: ['webhook_url_refused'],
    example: {
      body: { url: EXAMPLE_URL, events: ['order.paid', 'order.status_changed'] },
      answer: { ...exampleSubscription, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
    },
  },
  removeWebhook: {
    method: 'DELETE',
    path: '/webhooks/:webhookId',
    summary: 'Removes a subscription; its deliveries still waiting are marked failed',
    scope: 'orders:read',
    params: WebhookParams,
    answer: v.object({ id: v.number(), removed: v.literal(true) }),
    problems: ['unknown_webhook'],
    example: { params: { webhookId: '1' }, answer: { id: 1, removed: true } },
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: '/webhooks/:webhookId/deliveries',
    summary: "A subscription's latest deliveries, newest first (failed ones with `state=failed`)",
    scope: 'orders:read',
    params: WebhookParams,
    query: v.object({ state: v.optional(WebhookDeliveryStateSchema) }),
    answer: v.array(WebhookDeliverySchema),
    problems: ['unknown_webhook'],
    example: { params: { webhookId: '1' }, query: { state: 'failed' }, answer: [] },
  },
  retryWebhookDelivery: {
    method: 'POST',
    path: '/webhooks/:webhookId/deliveries/:deliveryId/retry',
    summary: 'Sends a failed delivery again, with another day of tries',
    scope: 'orders:read',
    params: v.object({ webhookId: IdParamSchema, deliveryId: IdParamSchema }),
    answer: WebhookDeliverySchema,
    problems: ['unknown_webhook', 'unknown_delivery', 'delivery_not_failed'],
    example: {
      params: { webhookId: '1', deliveryId: '7' },
      answer: {
        id: 7,
        eventId: 'msg_order_event_42',
        type: 'order.paid',
        orderId: 1042,
        state: 'pending',
        attempts: 0,
        occurredAt: '2026-06-17T08:00:00.000Z',
        nextAttemptAt: '2026-06-18T09:30:00.000Z',
        deliveredAt: null,
        failedAt: null,
        lastStatus: 500,
        lastError: 'The receiver answered 500',
      },
    },
  },
} as const satisfies Record<string, OperatorEndpoint>;
