import Dexie, { liveQuery, type EntityTable } from 'dexie';
import type {
  Account,
  Address,
  CodeName,
  EndpointName,
  HomeData,
  DeliveryOrder,
  Invoice,
  Location,
  LogRecord,
  Loyalty,
  Order,
  OrderCreateBody,
  Page,
  ProductExtra,
  Recipe,
  Session,
} from '../api/contract';
import type { ShopAvailability } from '../api/contract/customer/shopAvailability';
import type { FiscalDetails } from '../domain/fiscal/taxId';
import { registerDatabase } from './databaseRegistry';

/** One stored answer of a reference call, in one language, stamped with when it was fetched. */
export type ReferenceRow<T> = { key: string; data: T; fetchedAt: number };

/**
 * Freshness of one sync key (`table:rowKey`, or `customer:…` for the signed-in customer's data): when it was
 * fetched (asked for), its ETag, whether it was a 404, and when the app last learnt the server's copy changed.
 */
export type SyncStamp = { key: string; fetchedAt: number; etag?: string; notFound?: boolean; changedAt?: number };

/** A remote-log record waiting to be sent (Log record). */
export type QueuedLog = { id?: number; record: LogRecord };

export type ReferenceTableName = 'homes' | 'locations' | 'productExtras' | 'pages' | 'recipes' | 'provinces' | 'cities' | 'availability';

/**
 * The signed-in customer's data, one row each under key 'current' (cleared on sign-out). `fetchedAt` is
 * when the stored answer was asked for; `changedAt`, when the app last learnt the server's copy changed.
 */
/** The signed-in customer's part of home-wapp, kept apart from the shared catalogue rows. */
export type CustomerPurchases = Pick<HomeData, 'productsPurchased' | 'purchases'>;

export type CustomerRow<T> = { key: 'current'; data: T; fetchedAt: number; changedAt?: number };

/**
 * Who is signed in on this device: the sign-in answer without its contact name, phone and preferences,
 * whose one home is the account row.
 */
export type StoredSession = Omit<Session, 'preferences'>;

/** An address as the screens see it: the server's, or one saved offline and not sent yet (addressId < 0). */
export type StoredAddress = Address & { pending?: boolean };

/**
 * A write made while signed in, waiting to be sent in order (outbox). `mutationId` goes in
 * X-Client-Mutation-Id so a replay after a lost answer changes nothing twice on the server.
 */
export type OutboxItem = {
  seq?: number;
  mutationId: string;
  endpoint: EndpointName;
  params?: Record<string, string>;
  body?: unknown;
  /** What the change touches, e.g. 'account', 'preferences', 'address:12', 'review:P1001'. */
  entityKey: string;
  createdAt: number;
  attempts: number;
  lastError?: string;
};

/**
 * The app's single IndexedDB database. Screens read only from here.
 * Row keys: homes `${lang}:${CODE}`, pages `${lang}:${pageCode}`, lists `${lang}`.
 * Row keys of customer tables: 'current'. Later issues add cart and orders tables in new versions.
 */
/** The cart (one row, key 'current'); its shape belongs to src/domain/orders/cart.ts (stored as plain data). */
export type CartRow = { key: 'current'; data: unknown; updatedAt: number };

/**
 * An order submission an older version of the app stored apart, whose answer had not arrived: orders now
 * wait in the outbox (their Idempotency-Key as mutationId), and the order lane moves these rows there
 * when it resumes (./outbox/orderLane), so their keys are kept.
 */
export type OrderSubmission = { idempotencyKey: string; body: OrderCreateBody; createdAt: number; attempts: number };

export class AppDb extends Dexie {
  homes!: EntityTable<ReferenceRow<HomeData>, 'key'>;
  locations!: EntityTable<ReferenceRow<Location[]>, 'key'>;
  productExtras!: EntityTable<ReferenceRow<ProductExtra[]>, 'key'>;
  pages!: EntityTable<ReferenceRow<Page>, 'key'>;
  recipes!: EntityTable<ReferenceRow<Recipe[]>, 'key'>;
  provinces!: EntityTable<ReferenceRow<CodeName[]>, 'key'>;
  syncStamps!: EntityTable<SyncStamp, 'key'>;
  logs!: EntityTable<QueuedLog, 'id'>;
  cities!: EntityTable<ReferenceRow<CodeName[]>, 'key'>;
  session!: EntityTable<CustomerRow<StoredSession>, 'key'>;
  account!: EntityTable<CustomerRow<Account>, 'key'>;
  loyalty!: EntityTable<CustomerRow<Loyalty>, 'key'>;
  addresses!: EntityTable<StoredAddress, 'addressId'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  cart!: EntityTable<CartRow, 'key'>;
  orders!: EntityTable<Order & { fetchedAt: number }, 'orderId'>;
  invoices!: EntityTable<Invoice & { fetchedAt: number }, 'invoiceNumber'>;
  orderSubmissions!: EntityTable<OrderSubmission, 'idempotencyKey'>;
  deliveryOrders!: EntityTable<DeliveryOrder & { fetchedAt: number }, 'orderId'>;
  purchases!: EntityTable<CustomerRow<CustomerPurchases>, 'key'>;
  fiscal!: EntityTable<CustomerRow<FiscalDetails | null>, 'key'>;
  /** What each shop has sold out, paused or slowed down, and its single goods' live stock; row key: the shop's code, upper-cased. */
  availability!: EntityTable<ReferenceRow<ShopAvailability>, 'key'>;

  constructor(name = 'ritmo-cafe') {
    super(name);
    // Dexie needs only the versions with an upgrade: the tables of versions 1 to 4 are declared with the
    // upgrade of version 5, and every table added since with the latest version.
    this.version(5)
      .stores({
        homes: 'key',
        locations: 'key',
        productExtras: 'key',
        pages: 'key',
        recipes: 'key',
        provinces: 'key',
        syncStamps: 'key',
        logs: '++id',
        // The customer's mirror (readable offline) and the outbox of offline writes.
        cities: 'key',
        session: 'key',
        account: 'key',
        loyalty: 'key',
        addresses: 'addressId',
        outbox: '++seq, &mutationId, entityKey',
        // The cart (migrated once from the spec's localStorage key), order and invoice mirrors.
        cart: 'key',
        orders: 'orderId, orderDate',
        invoices: 'invoiceNumber, invoiceDate',
        orderSubmissions: 'idempotencyKey',
        deliveryOrders: 'orderId, orderDate',
      })
      // The contact name, phone and preferences live in the account row only; the customer's freshness
      // stamps are the customer engine's (`customer:…`).
      .upgrade(async (tx) => {
        await tx.table('session').toCollection().modify((row: { data: { preferences?: unknown } }) => {
          delete row.data.preferences;
        });
        await tx.table('syncStamps').delete('invoices:current');
      });
    // What the signed-in customer bought (the repurchase block, version 6), their fiscal details for full
    // invoices (null once known to be none, version 7), readable offline, and each shop's availability (version 8).
    this.version(8).stores({ purchases: 'key', fiscal: 'key', availability: 'key' });
  }

  referenceTable(name: ReferenceTableName): EntityTable<ReferenceRow<unknown>, 'key'> {
    return this[name] as EntityTable<ReferenceRow<unknown>, 'key'>;
  }
}

export const db = new AppDb();
registerDatabase({ db, liveQuery });
