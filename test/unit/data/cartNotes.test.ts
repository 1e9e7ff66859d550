import { beforeEach, describe, expect, it } from 'vitest';
import { addLinesToCart, addToCart, readCart, resetCartMigration, setLineNote } from '../../../src/data/cart/cart';
import { db } from '../../../src/data/db';
import { orderAgain } from '../../../src/data/cart/orderAgain';
import { resources } from '../../../src/data/sync/resources';
import { lineKey } from '../../../src/domain/orders/cart';
import { currentLanguage } from '../../../src/i18n';
import { makeHome, makeProduct } from '../domain/fixtures';

const latte = { productCode: 'P1002', title: 'Café con leche' };

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  localStorage.clear();
  resetCartMigration();
});

describe('notes in the cart (issue 14)', () => {
  it('adds the same product with another note as another line, the note cleaned', async () => {
    await addToCart(latte, [], 1, '  sin <azúcar> ');
    await addToCart(latte, [], 2, 'sin azúcar');
    await addToCart(latte, [], 1);
    const { lines } = await readCart();
    expect(lines.map((l) => [l.notes, l.quantity, l.key])).toEqual([
      ['sin azúcar', 3, lineKey('P1002', [], 'sin azúcar')],
      ['', 1, lineKey('P1002', [])],
    ]);
  });

  it('changing a note re-keys the line, and joins it with a line that already has that note', async () => {
    await addToCart(latte, [], 1, 'con hielo');
    await addToCart(latte, [], 2);
    await setLineNote(lineKey('P1002', []), 'muy caliente');
    expect((await readCart()).lines.map((l) => [l.notes, l.quantity])).toEqual([['con hielo', 1], ['muy caliente', 2]]);
    await setLineNote(lineKey('P1002', [], 'muy caliente'), ' con hielo ');
    expect((await readCart()).lines.map((l) => [l.key, l.quantity])).toEqual([[lineKey('P1002', [], 'con hielo'), 3]]);
  });

  it('adds repeated lines to what the cart holds', async () => {
    await addToCart(latte, [], 1, 'x');
    await addLinesToCart([{ key: lineKey('P1002', [], 'x'), productCode: 'P1002', title: 'Latte', quantity: 2, choices: [], notes: 'x' }]);
    expect((await readCart()).lines.map((l) => l.quantity)).toEqual([3]);
  });
});

describe('order again from the catalogue in Dexie (issue 14)', () => {
  it("puts the lines the shop still sells in the cart and names the others; nothing when the shop's catalogue is unknown", async () => {
    const past = [
      { code: 'P1002', title: 'Café con leche', quantity: 2, choices: [], notes: 'sin azúcar' },
      { code: 'GONE', title: 'Tarta de otoño', quantity: 1, choices: [], notes: '' },
    ];
    // No row for that shop on the phone, and no server to fetch it from.
    expect(await orderAgain('zz99', past)).toEqual({ added: null, leftOut: [] });
    const home = resources.home(currentLanguage(), 'va01');
    await db.referenceTable(home.table).put({ key: home.rowKey, data: makeHome([{ categoryId: 1, title: 'Café', items: [makeProduct({ productCode: 'P1002' })] }]), fetchedAt: Date.now() });
    await db.syncStamps.put({ key: home.key, fetchedAt: Date.now() });
    expect(await orderAgain('va01', past)).toEqual({ added: 1, leftOut: ['Tarta de otoño'] });
    expect((await readCart()).lines.map((l) => [l.productCode, l.quantity, l.notes])).toEqual([['P1002', 2, 'sin azúcar']]);
  });
});
