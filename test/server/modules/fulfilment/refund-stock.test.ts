import { describe, expect, it } from 'vitest';
import { splitHeldStock } from '../../../../server/modules/fulfilment/refundStock';
import type { OrderLineRow } from '../../../../server/modules/orders/serializers';

const line = (productCode: string, quantity: number) => ({ productCode, quantity }) as OrderLineRow;

describe('the stock a refund with restock gives back', () => {
  const lines = [line('P5001', 3), line('P1001', 2), line('P5002', 1)];
  const held = [
    { productCode: 'P5001', units: 3, source: 'shop' as const },
    { productCode: 'P5002', units: 1, source: 'product' as const },
  ];

  it('gives back the refunded units of single goods and keeps the rest held', () => {
    expect(splitHeldStock(held, lines, [{ index: 0, quantity: 2 }])).toEqual({
      back: [{ productCode: 'P5001', units: 2, source: 'shop' }],
      kept: [
        { productCode: 'P5001', units: 1, source: 'shop' },
        { productCode: 'P5002', units: 1, source: 'product' },
      ],
    });
  });

  it('gives nothing back for goods that hold no stock (drinks), and never more than is held', () => {
    expect(splitHeldStock(held, lines, [{ index: 1, quantity: 2 }]).back).toEqual([]);
    const all = splitHeldStock([{ productCode: 'P5001', units: 1, source: 'shop' }], lines, [{ index: 0, quantity: 3 }]);
    expect(all).toEqual({ back: [{ productCode: 'P5001', units: 1, source: 'shop' }], kept: [] });
  });
});
