import { describe, expect, it } from 'vitest';
import { lineKey } from '../../../../src/domain/orders/cart';
import { repeatOrder, type PastLine } from '../../../../src/domain/orders/repeatOrder';

const product = (productCode: string, more: { extras?: number[]; isOneGoods?: boolean; stockCurrent?: number; title?: string } = {}) => ({
  productCode,
  title: more.title ?? `Today's ${productCode}`,
  extras: more.extras ?? [1, 2],
  isOneGoods: more.isOneGoods ?? false,
  stockCurrent: more.stockCurrent ?? 50,
});
const past = (code: string, more: Partial<PastLine> = {}): PastLine => ({ code, title: `Old ${code}`, quantity: 1, choices: [], notes: '', ...more });

describe('repeat an order (issue 14)', () => {
  it('puts back the same products, extras, quantities and notes, titled as the catalogue is today', () => {
    const choices = [
      { extraId: 2, value: 'oat' },
      { extraId: 1, value: 'shot' },
    ];
    const { lines, leftOut } = repeatOrder([past('P1', { quantity: 2, choices, notes: 'sin azúcar' }), past('P2')], [product('P1'), product('P2')]);
    expect(leftOut).toEqual([]);
    expect(lines).toEqual([
      { key: lineKey('P1', choices, 'sin azúcar'), productCode: 'P1', title: "Today's P1", quantity: 2, choices, notes: 'sin azúcar' },
      { key: lineKey('P2', []), productCode: 'P2', title: "Today's P2", quantity: 1, choices: [], notes: '' },
    ]);
  });

  it('keeps two lines of one product with different notes apart, and joins identical ones', () => {
    const { lines } = repeatOrder(
      [past('P1', { notes: 'sin azúcar' }), past('P1', { notes: 'con hielo' }), past('P1', { notes: 'sin azúcar', quantity: 2 })],
      [product('P1')],
    );
    expect(lines.map((line) => [line.notes, line.quantity])).toEqual([
      ['sin azúcar', 3],
      ['con hielo', 1],
    ]);
  });

  it('leaves out and names, once, the products the shop no longer sells or has run out of', () => {
    const { lines, leftOut } = repeatOrder(
      [past('GONE'), past('P1'), past('GONE', { quantity: 3 }), past('OUT')],
      [product('P1'), product('OUT', { isOneGoods: true, stockCurrent: 0 })],
    );
    expect(lines.map((line) => line.productCode)).toEqual(['P1']);
    expect(leftOut).toEqual(['Old GONE', 'Old OUT']);
  });

  it('drops an extra the product no longer offers, and cleans an old note', () => {
    const { lines } = repeatOrder(
      [
        past('P1', {
          choices: [
            { extraId: 1, value: 'shot' },
            { extraId: 9, value: 'gone' },
          ],
          notes: ' <b>x</b> ',
        }),
      ],
      [product('P1', { extras: [1] })],
    );
    expect(lines[0]?.choices).toEqual([{ extraId: 1, value: 'shot' }]);
    expect(lines[0]?.notes).toBe('bx/b');
  });

  it('caps a quantity at the line limit', () => {
    const { lines } = repeatOrder([past('P1', { quantity: 80 }), past('P1', { quantity: 80 })], [product('P1')]);
    expect(lines[0]?.quantity).toBe(99);
  });
});
