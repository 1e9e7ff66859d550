// Plain status numbers, apart from the order schemas, so the first load can use them without those.

/** Pick-up statuses (the named 62000 set). */
export const ORDER_STATUS = {
  none: 0,
  pending: 62000,
  inQueue: 62001,
  inPreparation: 62002,
  prepared: 62003,
  delivery: 62004,
  cancel: 62005,
  notCollected: 62006,
} as const;

/** 11001 is paid; anything else unpaid. */
export const PAYMENT_STATUS = { pending: 11000, paid: 11001, failed: 11002, cancelled: 11003 } as const;

/** Delivery statuses (tracker Waiting, OrderReady, InTransport, InDelivery, Delivered). */
export const DELIVERY_STATUS = {
  draft: 63000,
  waiting: 63001,
  orderReady: 63002,
  inTransport: 63003,
  inDelivery: 63004,
  orderInShop: 63005,
  delivered: 63006,
  cancel: 63007,
} as const;
