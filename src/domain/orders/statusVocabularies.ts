import { DELIVERY_STATUS, ORDER_STATUS } from '../../api/contract/statuses';

/** Square's fulfilment states (Orders API `Fulfillment.state`). */
export type SquareFulfillmentState = 'PROPOSED' | 'RESERVED' | 'PREPARED' | 'COMPLETED' | 'CANCELED';

/** Deliverect's order status: its integer and its tag, as its order status webhooks send them. */
export interface DeliverectStatus {
  code: number;
  tag: 'PARSED' | 'ACCEPTED' | 'PREPARING' | 'PICKUP_READY' | 'IN_DELIVERY' | 'FINALIZED' | 'CANCELED';
}

/** One of our statuses in the vocabularies of the tills and aggregators a shop may already run. */
export interface StatusEquivalents {
  square: SquareFulfillmentState;
  deliverect: DeliverectStatus;
}

const PARSED: DeliverectStatus = { code: 10, tag: 'PARSED' };
const ACCEPTED: DeliverectStatus = { code: 20, tag: 'ACCEPTED' };
const PREPARING: DeliverectStatus = { code: 50, tag: 'PREPARING' };
const PICKUP_READY: DeliverectStatus = { code: 70, tag: 'PICKUP_READY' };
const IN_DELIVERY: DeliverectStatus = { code: 80, tag: 'IN_DELIVERY' };
const FINALIZED: DeliverectStatus = { code: 90, tag: 'FINALIZED' };
const CANCELED: DeliverectStatus = { code: 110, tag: 'CANCELED' };

const EQUIVALENTS: ReadonlyMap<number, StatusEquivalents> = new Map([
  [ORDER_STATUS.pending, { square: 'PROPOSED', deliverect: ACCEPTED }],
  [ORDER_STATUS.inQueue, { square: 'RESERVED', deliverect: ACCEPTED }],
  [ORDER_STATUS.inPreparation, { square: 'RESERVED', deliverect: PREPARING }],
  [ORDER_STATUS.prepared, { square: 'PREPARED', deliverect: PICKUP_READY }],
  [ORDER_STATUS.delivery, { square: 'COMPLETED', deliverect: FINALIZED }],
  [ORDER_STATUS.cancel, { square: 'CANCELED', deliverect: CANCELED }],
  // Paid and never collected: the sale stands, the order is over.
  [ORDER_STATUS.notCollected, { square: 'COMPLETED', deliverect: FINALIZED }],
  [DELIVERY_STATUS.draft, { square: 'PROPOSED', deliverect: PARSED }],
  [DELIVERY_STATUS.waiting, { square: 'RESERVED', deliverect: ACCEPTED }],
  [DELIVERY_STATUS.orderReady, { square: 'PREPARED', deliverect: PICKUP_READY }],
  [DELIVERY_STATUS.inTransport, { square: 'PREPARED', deliverect: IN_DELIVERY }],
  [DELIVERY_STATUS.inDelivery, { square: 'PREPARED', deliverect: IN_DELIVERY }],
  [DELIVERY_STATUS.orderInShop, { square: 'PREPARED', deliverect: PICKUP_READY }],
  [DELIVERY_STATUS.delivered, { square: 'COMPLETED', deliverect: FINALIZED }],
  [DELIVERY_STATUS.cancel, { square: 'CANCELED', deliverect: CANCELED }],
]);

/**
 * A pick-up (620xx) or delivery (630xx) status in Square's and Deliverect's words, so a receiver wired
 * to either reads our events without a table of its own; null for a number that is no status of ours.
 */
export function statusEquivalents(statusId: number): StatusEquivalents | null {
  return EQUIVALENTS.get(statusId) ?? null;
}
