import { describe, expect, it } from 'vitest';
import { bottomNavItems } from '../../../../src/domain/text/navigation';

const keys = (items: ReturnType<typeof bottomNavItems>) => items.map((item) => item.key);

describe('bottomNavItems (spec §2 bottom navigation)', () => {
  it('shows home, cart, user, locations and options with no orders and an empty cart', () => {
    const items = bottomNavItems({ pendingOrders: 0, cartCount: 0 });
    expect(keys(items)).toEqual(['home', 'cart', 'user', 'locations', 'options']);
    expect(items.find((i) => i.key === 'cart')).toEqual({ key: 'cart' });
  });
  it('badges the cart with the product count when it is not empty', () => {
    expect(bottomNavItems({ pendingOrders: 0, cartCount: 3 }).find((i) => i.key === 'cart')).toEqual({ key: 'cart', badge: 3 });
  });
  it('replaces an empty cart by highlighted orders when orders are pending', () => {
    const items = bottomNavItems({ pendingOrders: 2, cartCount: 0 });
    expect(keys(items)).toEqual(['home', 'orders', 'user', 'locations', 'options']);
    expect(items.find((i) => i.key === 'orders')).toEqual({ key: 'orders', highlighted: true });
  });
  it('shows both cart and orders when orders are pending and the cart is not empty', () => {
    const items = bottomNavItems({ pendingOrders: 1, cartCount: 4 });
    expect(keys(items)).toEqual(['home', 'cart', 'orders', 'user', 'locations', 'options']);
    expect(items.find((i) => i.key === 'cart')?.badge).toBe(4);
  });
  it('never highlights the other items', () => {
    const items = bottomNavItems({ pendingOrders: 1, cartCount: 1 });
    expect(items.filter((i) => i.highlighted).map((i) => i.key)).toEqual(['orders']);
  });
});
