import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import type { DeliveryOrderCreateBody, OrderCreateBody } from '../../../src/api/contract';
import type { StoredCart } from '../../../src/data/cart/cart';
import { priceChoices, type CatalogueProduct } from '../../../src/domain/orders/cartChoices';
import { AppDb } from '../../../src/data/db';
import { EmptyCartError } from '../../../src/data/orders/cartBody';
import { afterOrderCreated, placeOrder } from '../../../src/data/orders/place';
import { OrderLane } from '../../../src/data/outbox/orderLane';
import { startOrdersApi } from './ordersTestApi';

let api: Awaited<ReturnType<typeof startOrdersApi>>;
const db = new AppDb('orders-place-test');
let cart: StoredCart;
let loyaltyMarked = 0;

const latte = { key: 'P1', productCode: 'P1', title: 'Latte', quantity: 2, choices: [], notes: '' };
const latteSold: CatalogueProduct = { productCode: 'P1', title: 'Latte', price: 1.6, vatType: { id: 2 }, extras: [], extrasPrice: {}, isOneGoods: false, stockCurrent: 9 };
/** The cart as the screen shows it: priced from the catalogue, with a balance of 500 ritmitos when they are used. */
const priced = () =>
  priceChoices({ lines: cart.lines, catalogue: { products: [latteSold], extras: [] }, opts: { useRitmitos: cart.useRitmitos, ritmitosAvailable: 500, ritmitosInOrders: 0 } });

function deps() {
  const client = createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, getToken: () => 't', logError: () => {} });
  const device = {
    clearCart: async () => {
      cart = { lines: [], useRitmitos: false };
    },
    loyaltyChanged: async () => {
      loyaltyMarked += 1;
    },
  };
  return { lane: new OrderLane({ db, client, sleep: async () => {}, backoffMs: [1], afterCreated: (item) => afterOrderCreated(device, item.body as OrderCreateBody) }) };
}
const sentBody = () => JSON.parse(api.requests.find((r) => r.method === 'POST')?.body ?? '{}') as OrderCreateBody & Partial<DeliveryOrderCreateBody>;
const pickup = { kind: 'pickup' } as const;

beforeAll(async () => {
  api = await startOrdersApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  api.requests.length = 0;
  api.state.byKey.clear();
  api.state.refuseWith = undefined;
  cart = { lines: [latte], useRitmitos: false };
  loyaltyMarked = 0;
});

describe('placing an order from the cart (spec §4 after order creation)', () => {
  it('card (10005): sends the priced cart and empties the cart', async () => {
    await placeOrder(deps(), priced(), 10005, pickup);
    expect(sentBody()).toMatchObject({ paymentType: { id: 10005 }, totalProducts: 2, totalPrice: 3.2, products: [{ code: 'P1', quantity: 2, price: 3.2 }] });
    expect(cart.lines).toHaveLength(0);
    expect(loyaltyMarked).toBe(1);
  });

  it('wallet (10004): keeps the cart until paid', async () => {
    await placeOrder(deps(), priced(), 10004, pickup);
    expect(sentBody().paymentType.id).toBe(10004);
    expect(cart.lines).toHaveLength(1);
  });

  it('sends the ritmitos the priced cart spends', async () => {
    cart = { lines: [latte], useRitmitos: true };
    await placeOrder(deps(), priced(), 10005, pickup);
    expect(sentBody()).toMatchObject({ useRitmitos: true, totalPrice: 0, products: [{ useRitmitos: true, price: 0 }] });
  });

  it('sends the chosen pick-up time (issue 14), and none for "as soon as possible"', async () => {
    await placeOrder(deps(), priced(), 10005, { kind: 'pickup', pickupAt: '2026-06-17T10:00:00.000Z' });
    expect(sentBody().pickupAt).toBe('2026-06-17T10:00:00.000Z');
    api.requests.length = 0;
    cart = { lines: [latte], useRitmitos: false };
    await placeOrder(deps(), priced(), 10005, { kind: 'pickup', pickupAt: null });
    expect(sentBody()).not.toHaveProperty('pickupAt');
  });

  it('refuses an empty cart without calling the server', async () => {
    cart = { lines: [], useRitmitos: false };
    await expect(placeOrder(deps(), priced(), 10005, pickup)).rejects.toBeInstanceOf(EmptyCartError);
    expect(api.requests).toHaveLength(0);
  });

  it('a refused order keeps the cart', async () => {
    api.state.refuseWith = 'price_mismatch';
    await expect(placeOrder(deps(), priced(), 10005, pickup)).rejects.toMatchObject({ code: 'price_mismatch' });
    expect(cart.lines).toHaveLength(1);
    expect(loyaltyMarked).toBe(0);
  });
});

describe('placing a delivery order from the cart: the same rule', () => {
  const toAddress = { kind: 'delivery', addressId: 21 } as const;

  it('card (10005): sends the priced cart with the address to the delivery call, lands it among delivery orders and empties the cart', async () => {
    const { order } = await placeOrder(deps(), priced(), 10005, toAddress);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/customer/delivery-orders']);
    expect(sentBody()).toMatchObject({ paymentType: { id: 10005 }, totalPrice: 3.2, address: { addressId: 21 }, transport: { price: 0 } });
    expect(await db.deliveryOrders.get(order.orderId)).toMatchObject({ address: { addressId: 21 } });
    expect(cart.lines).toHaveLength(0);
    expect(loyaltyMarked).toBe(1);
  });

  it('wallet (10004): keeps the cart until paid', async () => {
    await placeOrder(deps(), priced(), 10004, toAddress);
    expect(sentBody().paymentType.id).toBe(10004);
    expect(cart.lines).toHaveLength(1);
  });
});
