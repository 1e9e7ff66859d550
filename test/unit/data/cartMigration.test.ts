import { beforeEach, describe, expect, it } from 'vitest';
import { readCart, resetCartMigration } from '../../../src/data/cart/cart';
import { db } from '../../../src/data/db';

/** A cart as the previous version stored it in Dexie: each line with the prices it was added with. */
const pricedCart = {
  lines: [
    {
      key: 'P1002|2=avena',
      productCode: 'P1002',
      title: 'Café con leche',
      quantity: 2,
      unitPrice: 1.5,
      vatTypeId: 2,
      preferences: [{ extraId: 2, type: 'list', value: 'avena', price: 0.3, priceNet: 0.27, priceVat: 0.03, extraValue: 'entera', priceBase: 0.1 }],
      notes: 'sin azúcar',
    },
    { key: 'P2001', productCode: 'P2001', title: 'Croissant', quantity: 1, unitPrice: 2, vatTypeId: 2, preferences: [], notes: '' },
  ],
  useRitmitos: true,
};

const asChoices = {
  lines: [
    { key: 'P1002|2=avena|note:sin azúcar', productCode: 'P1002', title: 'Café con leche', quantity: 2, choices: [{ extraId: 2, value: 'avena' }], notes: 'sin azúcar' },
    { key: 'P2001', productCode: 'P2001', title: 'Croissant', quantity: 1, choices: [], notes: '' },
  ],
  useRitmitos: true,
};

beforeEach(async () => {
  await db.cart.clear();
  localStorage.clear();
  resetCartMigration();
});

describe('a cart stored by the previous version becomes a cart of choices (issue 12)', () => {
  it('keeps code, chosen extras, quantity and notes, and rewrites the stored row without prices', async () => {
    await db.cart.put({ key: 'current', data: pricedCart, updatedAt: 1 });
    expect(await readCart()).toEqual(asChoices);
    const row = await db.cart.get('current');
    expect(row?.data).toEqual(asChoices);
    expect(JSON.stringify(row?.data)).not.toMatch(/price|vatType/i);
  });

  it('leaves a cart of choices as it is', async () => {
    await db.cart.put({ key: 'current', data: asChoices, updatedAt: 7 });
    await readCart();
    expect(await db.cart.get('current')).toEqual({ key: 'current', data: asChoices, updatedAt: 7 });
  });

  it('drops unreadable lines of a broken row rather than failing the cart', async () => {
    await db.cart.put({ key: 'current', data: { lines: [null, 'junk', { productCode: 'P1', quantity: 1, preferences: 'no' }] }, updatedAt: 1 });
    expect((await readCart()).lines.map((line) => [line.productCode, line.choices])).toEqual([['P1', []]]);
  });
});
