import * as v from 'valibot';
import {
  BackBodySchema,
  ExtraWaitBodySchema,
  PauseBodySchema,
  RequestInstantSchema,
  ShopAvailabilitySchema,
  SoldOutBodySchema,
  StockBodySchema,
} from '../counter/availability';
import { LocalizedTextSchema, LocationCodeSchema } from '../common';
import { webhookEndpoints } from './webhooks';
import { InstantSchema } from '../customer/shopAvailability';
import { HandoverBodySchema, StatusChangeBodySchema } from '../counter/staff';
import { IdParamSchema, operatorCall, ProblemSchema, type OperatorEndpoint } from './call';

/** The operator API's calls (their shape and the API's base path: operatorCall.ts). */

// --- Orders -------------------------------------------------------------------------------------------

/** One of our statuses in the words of Square's Orders API and of Deliverect (src/domain/orders/statusVocabularies.ts). */
export const StatusEquivalentsSchema = v.object({
  square: v.picklist(['PROPOSED', 'RESERVED', 'PREPARED', 'COMPLETED', 'CANCELED']),
  deliverect: v.object({
    code: v.number(),
    tag: v.picklist(['PARSED', 'ACCEPTED', 'PREPARING', 'PICKUP_READY', 'IN_DELIVERY', 'FINALIZED', 'CANCELED']),
  }),
});

export const OperatorOrderLineSchema = v.object({
  productCode: v.string(),
  title: LocalizedTextSchema,
  /** Each chosen extra as the counter reads it ("Leche: Avena"), in the order's language. */
  extras: v.array(v.string()),
  quantity: v.number(),
  /** Euros, VAT included. */
  unitPrice: v.number(),
  price: v.number(),
  note: v.string(),
});

export const PAYMENT_STATUS_NAMES = ['pending', 'paid', 'failed', 'cancelled'] as const;

/** An order as the shop's own systems read it. */
export const OperatorOrderSchema = v.object({
  id: v.number(),
  /** The code the customer sees (VA01-000042). */
  orderCode: v.string(),
  shop: v.string(),
  kind: v.picklist(['pickup', 'delivery']),
  /** The short number the counter calls (#42); null for delivery orders. */
  dailyNumber: v.nullable(v.number()),
  /** Our status (620xx pick-up, 630xx delivery) and its equivalents; null equivalents for a status they have no word for. */
  status: v.object({ id: v.number(), equivalents: v.nullable(StatusEquivalentsSchema) }),
  payment: v.object({ statusId: v.number(), status: v.picklist(PAYMENT_STATUS_NAMES) }),
  lines: v.array(OperatorOrderLineSchema),
  /** Euros, VAT included. */
  total: v.number(),
  /** The chosen pick-up time; null for as soon as possible and for delivery orders. */
  pickupAt: v.nullable(InstantSchema),
  customerFirstName: v.string(),
  createdAt: InstantSchema,
  /** The latest of its creation, payment, status change and cancellation: what `updatedSince` and the cursor follow. */
  updatedAt: InstantSchema,
});
export type OperatorOrder = v.InferOutput<typeof OperatorOrderSchema>;

/**
 * A page of orders, oldest change first. `nextCursor` reads the next page; null on the last one (to follow
 * later changes, ask with `updatedSince` set to the last order's `updatedAt`).
 */
export const OperatorOrderPageSchema = v.object({ orders: v.array(OperatorOrderSchema), nextCursor: v.nullable(v.string()) });

export const OPERATOR_PAGE_MAX = 100;
export const OPERATOR_PAGE_DEFAULT = 50;

export const OperatorOrdersQuerySchema = v.object({
  /** A chain key: one shop, or every shop when absent. A shop key: its own shop only. */
  shop: v.optional(LocationCodeSchema),
  /** One status id (62003) or several, comma-separated. */
  status: v.optional(v.pipe(v.string(), v.regex(/^\d{5}(,\d{5})*$/, 'Status ids are 5-digit numbers, comma-separated'))),
  updatedSince: v.optional(RequestInstantSchema),
  /** The `nextCursor` of the page before. */
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'Not a cursor this API gave'))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, `The limit is a whole number from 1 to ${OPERATOR_PAGE_MAX}`))),
});

export const OperatorOrderParamsSchema = v.object({ orderId: IdParamSchema });

/** The refusal of a status change whose `expected` status is no longer the order's: the order as it is now. */
export const StatusChangedProblemSchema = v.object({ ...ProblemSchema.entries, order: OperatorOrderSchema });

export const OperatorShopQuerySchema = v.object({
  /** A chain key names the shop; a shop key may leave it out. */
  shop: v.optional(LocationCodeSchema),
});

// --- The catalogue ----------------------------------------------------------------------------------------

/** The catalogue file `npm run catalogue:export` writes (checked on the server by the import's own rules). */
export const OperatorCatalogueSchema = v.strictObject({
  categories: v.array(v.looseObject({})),
  products: v.array(v.looseObject({})),
  extras: v.array(v.looseObject({})),
  locations: v.array(v.looseObject({})),
  pages: v.array(v.looseObject({})),
  provinces: v.array(v.looseObject({})),
  cities: v.array(v.looseObject({})),
  transports: v.array(v.looseObject({})),
  recipes: v.array(v.looseObject({})),
  settings: v.looseObject({}),
});

export const CatalogueImportedSchema = v.object({
  /** Rows the file set, per list. */
  counts: v.record(v.string(), v.number()),
  removed: v.object({ products: v.array(v.string()), locations: v.array(v.string()) }),
  /** Products the file dropped that customers ordered or reviewed: archived, kept for them, sold nowhere. */
  keptUnsold: v.array(v.string()),
});

// --- The table ---------------------------------------------------------------------------------------------

const EXAMPLE_ORDER: OperatorOrder = {
  id: 1042,
  orderCode: 'VA01-001042',
  shop: 'va01',
  kind: 'pickup',
  dailyNumber: 42,
  status: { id: 62003, equivalents: { square: 'PREPARED', deliverect: { code: 70, tag: 'PICKUP_READY' } } },
  payment: { statusId: 11001, status: 'paid' },
  lines: [
    { productCode: 'P1005', title: { es: 'Café con leche', en: 'Latte' }, extras: ['Leche: Avena'], quantity: 1, unitPrice: 2.6, price: 2.6, note: '' },
    { productCode: 'P1001', title: { es: 'Croissant', en: 'Croissant' }, extras: [], quantity: 2, unitPrice: 1.8, price: 3.6, note: 'Calentito' },
  ],
  total: 6.2,
  pickupAt: '2026-06-17T08:15:00.000Z',
  customerFirstName: 'Ana',
  createdAt: '2026-06-17T07:58:12.000Z',
  updatedAt: '2026-06-17T08:09:40.000Z',
};

const EXAMPLE_AVAILABILITY = {
  shop: 'va01',
  soldOut: [{ kind: 'product' as const, productCode: 'P1001', until: '2026-06-17T18:00:00.000Z' }],
  controls: { pausedUntil: null, pausedOpenEnded: false, extraWaitMinutes: 10, extraWaitUntil: '2026-06-17T09:00:00.000Z', slotCapacity: null },
  stock: { P5002: 7 },
  fullSlots: [],
  serverTime: '2026-06-17T08:00:00.000Z',
};

const AVAILABILITY_PROBLEMS = ['unknown_shop', 'other_shop', 'bad_request'] as const;

/** Every keyed call of the operator API, by name (the document's own public calls: server/surfaces/operator/docsEndpoints.ts). */
export const operatorEndpoints = {
  listOrders: operatorCall({
    method: 'GET',
    path: '/orders',
    summary: 'Orders, oldest change first, one page at a time: follow `nextCursor`, or ask for what changed since a time.',
    scope: 'orders:read',
    query: OperatorOrdersQuerySchema,
    answer: OperatorOrderPageSchema,
    problems: ['unknown_shop', 'other_shop'],
    example: {
      query: { shop: 'va01', status: '62001,62002', updatedSince: '2026-06-17T07:00:00.000Z', limit: '50' },
      answer: { orders: [EXAMPLE_ORDER], nextCursor: 'MjAyNi0wNi0xN1QwODowOTo0MC4wMDBafDEwNDI' },
    },
  }),
  getOrder: operatorCall({
    method: 'GET',
    path: '/orders/:orderId',
    summary: 'One order as it is now.',
    scope: 'orders:read',
    params: OperatorOrderParamsSchema,
    answer: OperatorOrderSchema,
    problems: ['unknown_order', 'other_shop'],
    example: { params: { orderId: '1042' }, answer: EXAMPLE_ORDER },
  }),
  changeOrderStatus: operatorCall({
    method: 'POST',
    path: '/orders/:orderId/status',
    summary:
      "Moves an order one step (or back, or cancels it) by the counter's own rule. `expected` is the status your system last saw: " +
      'when the order has moved since, 409 `status_changed` carries it as it is. Send an `Idempotency-Key` header to make a retry safe.',
    scope: 'orders:write',
    params: OperatorOrderParamsSchema,
    body: StatusChangeBodySchema,
    answer: OperatorOrderSchema,
    problems: [
      'unknown_order',
      'other_shop',
      'status_changed',
      'order_not_paid',
      'move_not_allowed',
      'window_closed',
      'too_late_to_cancel',
      'mutation_conflict',
    ],
    example: { params: { orderId: '1042' }, body: { to: 62003, expected: 62002 }, answer: EXAMPLE_ORDER },
  }),
  handOver: operatorCall({
    method: 'POST',
    path: '/orders/handover',
    summary: "Hands a ready pick-up order over at the counter, by the customer's QR text or by today's daily number.",
    scope: 'orders:write',
    body: HandoverBodySchema,
    answer: OperatorOrderSchema,
    problems: ['unknown_shop', 'other_shop', 'not_paid', 'not_ready', 'already_collected', 'unknown_order', 'forged_qr', 'cancelled'],
    example: {
      body: { shop: 'va01', dailyNumber: 42 },
      answer: { ...EXAMPLE_ORDER, status: { id: 62004, equivalents: { square: 'COMPLETED', deliverect: { code: 90, tag: 'FINALIZED' } } } },
    },
  }),
  getAvailability: operatorCall({
    method: 'GET',
    path: '/availability',
    summary: "A shop's availability now: what is sold out, its pause and extra wait, its single goods' stock, its full pick-up slots.",
    scope: 'availability:write',
    query: OperatorShopQuerySchema,
    answer: ShopAvailabilitySchema,
    problems: AVAILABILITY_PROBLEMS,
    example: { query: { shop: 'va01' }, answer: EXAMPLE_AVAILABILITY },
  }),
  soldOut: operatorCall({
    method: 'POST',
    path: '/availability/sold-out',
    summary: 'Marks a product, or one value of an extra, sold out until a time (absent: closing time today; null: until brought back).',
    scope: 'availability:write',
    body: SoldOutBodySchema,
    answer: ShopAvailabilitySchema,
    problems: [...AVAILABILITY_PROBLEMS, 'not_sold_here', 'until_in_past'],
    example: { body: { shop: 'va01', target: { kind: 'product', productCode: 'P1001' } }, answer: EXAMPLE_AVAILABILITY },
  }),
  back: operatorCall({
    method: 'POST',
    path: '/availability/back',
    summary: 'Brings a sold-out product or extra value back now.',
    scope: 'availability:write',
    body: BackBodySchema,
    answer: ShopAvailabilitySchema,
    problems: [...AVAILABILITY_PROBLEMS, 'not_sold_here'],
    example: { body: { shop: 'va01', target: { kind: 'extra', extraId: 2, value: 'milk_oat' } }, answer: EXAMPLE_AVAILABILITY },
  }),
  pause: operatorCall({
    method: 'POST',
    path: '/availability/pause',
    summary: "Pauses the shop's online orders (15 or 30 minutes, until closing, until undone, until a time), or ends the pause (`off`).",
    scope: 'availability:write',
    body: PauseBodySchema,
    answer: ShopAvailabilitySchema,
    problems: [...AVAILABILITY_PROBLEMS, 'until_in_past'],
    example: { body: { shop: 'va01', choice: 'off' }, answer: EXAMPLE_AVAILABILITY },
  }),
  extraWait: operatorCall({
    method: 'POST',
    path: '/availability/extra-wait',
    summary: "Adds 5, 10 or 15 minutes to the shop's wait, until undone or for an hour; 0 ends it.",
    scope: 'availability:write',
    body: ExtraWaitBodySchema,
    answer: ShopAvailabilitySchema,
    problems: [...AVAILABILITY_PROBLEMS, 'bad_extra_wait'],
    example: { body: { shop: 'va01', minutes: 10, forAnHour: true }, answer: EXAMPLE_AVAILABILITY },
  }),
  stock: operatorCall({
    method: 'POST',
    path: '/availability/stock',
    summary: 'Sets the units of a single good (beans, mugs…) at the shop.',
    scope: 'availability:write',
    body: StockBodySchema,
    answer: ShopAvailabilitySchema,
    problems: [...AVAILABILITY_PROBLEMS, 'not_sold_here', 'not_single_goods', 'negative_stock'],
    example: { body: { shop: 'va01', productCode: 'P5002', stock: 7 }, answer: EXAMPLE_AVAILABILITY },
  }),
  importCatalogue: operatorCall({
    method: 'PUT',
    path: '/catalogue',
    summary:
      'Replaces the whole catalogue with a file in the shape `npm run catalogue:export` writes, in one transaction: ' +
      'a file failing its checks (400, naming the field) or one that would orphan orders (409) changes nothing. Chain keys only.',
    scope: 'catalogue:write',
    body: OperatorCatalogueSchema,
    answer: CatalogueImportedSchema,
    problems: ['other_shop', 'catalogue_refused'],
    example: {
      answer: {
        counts: { categories: 6, products: 31, extras: 4, locations: 3, pages: 4, provinces: 1, cities: 2, transports: 1, recipes: 2, locationProducts: 80 },
        removed: { products: [], locations: [] },
        keptUnsold: [],
      },
    },
  }),
  ...webhookEndpoints,
} satisfies Record<string, OperatorEndpoint>;
export type OperatorEndpointName = keyof typeof operatorEndpoints;
