import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  changeQuantity,
  clearCart,
  migrateLegacyCart,
  readCart,
  resetCartMigration,
  setUseRitmitos,
  useCart,
} from '../../../src/data/cart/cart';
import { parseStoredCart } from '../../../src/data/cart/legacy';
import { cartCount, useCartCount } from '../../../src/data/cart/badgeCount';
import { db } from '../../../src/data/db';
import { resources } from '../../../src/data/sync/resources';
import { currentLanguage } from '../../../src/i18n';
import { splitGross, type Preference } from '../../../src/domain/pricing/pricing';
import { account, loyalty, makeToken, sessionFor, setSessionToken } from '../customer/features/loginTestKit';
import { EXTRAS, makeHome, makeProduct, price } from '../domain/fixtures';

const latte = { productCode: 'P1002', title: 'Café con leche', price: 1.5, vatType: { id: 2 } };
const croissant = { productCode: 'P2001', title: 'Croissant', price: 2, vatType: { id: 2 } };
const oat: Preference = { extraId: 2, type: 'list', value: 'avena', ...splitGross(0.3, 2), extraValue: 'entera', priceBase: 0.1 };

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  localStorage.clear();
  resetCartMigration();
  setSessionToken(null);
});
afterEach(() => setSessionToken(null));

describe('cart store (Dexie row "current")', () => {
  it('adds the chosen quantity and extras; the same choice merges into one line', async () => {
    await addToCart(latte, [oat], 2);
    await addToCart(latte, [oat], 1);
    await addToCart(latte, [], 1);
    const cart = await readCart();
    expect(cart.lines.map((l) => [l.productCode, l.quantity, l.choices])).toEqual([['P1002', 3, [{ extraId: 2, value: 'avena' }]], ['P1002', 1, []]]);
    expect(cartCount(cart)).toBe(4);
    expect((await db.cart.get('current'))?.data).toEqual(cart);
  });

  it('+1 / −1 change a line; −1 at quantity 1 removes it and reports the lines left', async () => {
    await addToCart(latte, [], 1);
    await addToCart(croissant, [], 1);
    const [first] = (await readCart()).lines;
    expect(await changeQuantity(first!.key, 1)).toBe(2);
    expect((await readCart()).lines[0]?.quantity).toBe(2);
    await changeQuantity(first!.key, -1);
    expect(await changeQuantity(first!.key, -1)).toBe(1);
    expect((await readCart()).lines.map((l) => l.productCode)).toEqual(['P2001']);
  });

  it('keeps the ritmitos toggle and empties on clear', async () => {
    await addToCart(latte, [], 1);
    await setUseRitmitos(true);
    expect((await readCart()).useRitmitos).toBe(true);
    await clearCart();
    expect(await readCart()).toEqual({ lines: [], useRitmitos: false });
  });

  it('never loses one of two quick taps', async () => {
    await addToCart(latte, [], 1);
    const key = (await readCart()).lines[0]!.key;
    await Promise.all([changeQuantity(key, 1), changeQuantity(key, 1), changeQuantity(key, 1)]);
    expect((await readCart()).lines[0]?.quantity).toBe(4);
  });
});

describe('migration from the spec §3 localStorage cart', () => {
  const legacy = {
    products: [
      { key: 'x', quantity: 2, price: 3, title: 'Café con leche', useRitmitos: false, notes: 'sin azúcar', preferences: [oat], product: { productCode: 'P1002', price: 1.5, priceVat: 0.14, vatType: { id: 2 }, title: 'Café con leche' } },
      { quantity: 1, product: { productCode: 'P9999' } },
      { quantity: 1, product: { title: 'No code' } },
      { quantity: 0, product: { productCode: 'P2001' } },
      'junk',
    ],
    totalProducts: 2,
    useRitmitos: true,
  };

  it('moves it into Dexie once as choices, tolerating broken lines, and deletes the key', async () => {
    localStorage.setItem('cart', JSON.stringify(legacy));
    await migrateLegacyCart(localStorage);
    const cart = await readCart();
    expect(cart.useRitmitos).toBe(true);
    // Prices are never read, so a line needs only a code and a quantity; one without either is dropped.
    // A code the catalogue lacks stays, titled by its code, and shows as no longer sold until removed.
    expect(cart.lines).toEqual([
      { key: 'P1002|2=avena|note:sin azúcar', productCode: 'P1002', title: 'Café con leche', quantity: 2, choices: [{ extraId: 2, value: 'avena' }], notes: 'sin azúcar' },
      { key: 'P9999', productCode: 'P9999', title: 'P9999', quantity: 1, choices: [], notes: '' },
    ]);
    expect(JSON.stringify(cart)).not.toMatch(/price|vatType/i);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('does not overwrite a cart already in Dexie, and survives unreadable text', async () => {
    await addToCart(croissant, [], 1);
    resetCartMigration();
    localStorage.setItem('cart', '{not json');
    await migrateLegacyCart(localStorage);
    expect((await readCart()).lines.map((l) => l.productCode)).toEqual(['P2001']);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('reads anything else as an empty cart', () => {
    expect(parseStoredCart(null)).toEqual({ lines: [], useRitmitos: false });
    expect(parseStoredCart({ lines: 'no' })).toEqual({ lines: [], useRitmitos: false });
  });
});

describe('useCart / useCartCount', () => {
  /** The location's catalogue and the extras dictionary in Dexie, as the sync engine stores them (fresh: no refresh). */
  async function storeCatalogue() {
    const lang = currentLanguage();
    const home = resources.home(lang, 'va01');
    const extras = resources.productExtras(lang);
    const products = [
      makeProduct({ ...latte, extras: [2], extrasPrice: { avena: price(0.3, 0, 0.1) } }),
      makeProduct({ ...croissant }),
    ];
    await db.referenceTable(home.table).put({ key: home.rowKey, data: makeHome([{ categoryId: 1, title: 'Café', items: products }]), fetchedAt: Date.now() });
    await db.referenceTable(extras.table).put({ key: extras.rowKey, data: EXTRAS, fetchedAt: Date.now() });
  }

  it('prices the cart from the catalogue in Dexie (no worker in jsdom: the page fallback) and follows changes', async () => {
    await storeCatalogue();
    await addToCart(latte, [oat], 2);
    const { result } = renderHook(() => ({ cart: useCart('va01'), count: useCartCount() }));
    await waitFor(() => expect(result.current.cart.ready).toBe(true));
    expect(result.current.count).toBe(2);
    expect(result.current.cart.priced).toMatchObject({ totalProducts: 2, totalPrice: 3.6, ritmitosUsed: 0 });
    expect(result.current.cart.ritmitosBalance).toBeNull(); // a visitor has no ritmitos
    await act(() => addToCart(croissant, [], 1));
    await waitFor(() => expect(result.current.cart.priced?.totalPrice).toBe(5.6));
    expect(result.current.count).toBe(3);
  });

  it('uses the signed-in customer\'s balance (available − in orders) when the toggle is on', async () => {
    const token = makeToken(3600);
    setSessionToken(token);
    await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt: Date.now() });
    await db.account.put({ key: 'current', data: account, fetchedAt: Date.now() });
    await db.loyalty.put({ key: 'current', data: { ...loyalty, ritmitosAvailable: 500, ritmitosInOrders: 100 }, fetchedAt: Date.now() });
    await addToCart(croissant, [], 2); // 400 ritmitos: exactly the balance
    await addToCart(latte, [], 1);
    await setUseRitmitos(true);
    await storeCatalogue();
    const { result } = renderHook(() => useCart('va01'));
    await waitFor(() => expect(result.current.priced?.ritmitosUsed).toBe(400));
    expect(result.current.ritmitosBalance).toBe(400);
    expect(result.current.priced).toMatchObject({ totalPrice: 1.5 });
  });
});
