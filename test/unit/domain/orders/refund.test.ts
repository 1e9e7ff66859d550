import { describe, expect, it } from 'vitest';
import { isRefundRefusal, refundFigures, unitsLeft, type PastRefund, type RefundFigures, type RefundableOrder } from '../../../../src/domain/orders/refund';
import { vatBreakdownInEuros } from '../../../../src/domain/pricing/vat';

function orderOf(lines: RefundableOrder['lines'], transport: RefundableOrder['transport'] = null, ritmitosLoyalty = 0): RefundableOrder {
  const vat = vatBreakdownInEuros([
    ...lines.map((l) => ({ gross: l.price, vatTypeId: l.vatTypeId })),
    ...(transport ? [transport].map((t) => ({ gross: t.price, vatTypeId: t.vatTypeId })) : []),
  ]);
  return { lines, transport, rates: vat.rates.map(({ percent, base, vat: v }) => ({ percent, base, vat: v })), ritmitosLoyalty };
}

function figures(result: ReturnType<typeof refundFigures>): RefundFigures {
  if (isRefundRefusal(result)) throw new Error(`Refused: ${result.code}`);
  return result;
}

const sumCents = (values: number[]) => values.reduce((a, b) => a + Math.round(b * 100), 0);

describe('refundFigures', () => {
  const order = orderOf(
    [
      { price: 7.3, quantity: 3, vatTypeId: 2, ritmitosUsed: 0 },
      { price: 0, quantity: 1, vatTypeId: 2, ritmitosUsed: 250 },
      { price: 4.99, quantity: 1, vatTypeId: 1, ritmitosUsed: 0 },
    ],
    null,
    61,
  );

  it('refunds one unit of a line: its share of the money, VAT and earned ritmitos', () => {
    const one = figures(refundFigures(order, [], [{ index: 0, quantity: 1 }]));
    expect(one.moneyCents).toBe(243);
    expect(one.total).toBe(2.43);
    expect(one.rates).toEqual([{ percent: 10, base: 2.21, vat: 0.22 }]);
    expect(one.vatTotal).toBe(0.22);
    expect(one.ritmitosReturned).toBe(0);
    expect(one.ritmitosTaken).toBe(Math.round((61 * 243) / 1229));
  });

  it('gives back the ritmitos a line paid with ritmitos spent, with no money', () => {
    const paidInRitmitos = figures(refundFigures(order, [], [{ index: 1, quantity: 1 }]));
    expect(paidInRitmitos).toMatchObject({ moneyCents: 0, total: 0, ritmitosReturned: 250, ritmitosTaken: 0 });
    expect(paidInRitmitos.rates).toEqual([{ percent: 10, base: 0, vat: 0 }]);
  });

  it('adds up exactly to the order, unit by unit, whatever the order of the refunds', () => {
    const past: PastRefund[] = [];
    const made: RefundFigures[] = [];
    for (const ask of [
      { index: 0, quantity: 1 },
      { index: 2, quantity: 1 },
      { index: 0, quantity: 1 },
      { index: 1, quantity: 1 },
      { index: 0, quantity: 1 },
    ]) {
      const refund = figures(refundFigures(order, past, [ask]));
      made.push(refund);
      past.push({ lines: refund.lines, total: refund.total });
    }
    expect(sumCents(made.map((r) => r.total))).toBe(1229);
    for (const rate of order.rates) {
      expect(sumCents(made.flatMap((r) => r.rates.filter((x) => x.percent === rate.percent).map((x) => x.vat)))).toBe(Math.round(rate.vat * 100));
      expect(sumCents(made.flatMap((r) => r.rates.filter((x) => x.percent === rate.percent).map((x) => x.base)))).toBe(Math.round(rate.base * 100));
    }
    expect(made.reduce((s, r) => s + r.ritmitosTaken, 0)).toBe(61);
    expect(made.reduce((s, r) => s + r.ritmitosReturned, 0)).toBe(250);
    expect(unitsLeft(order, past)).toEqual([0, 0, 0]);
    expect(refundFigures(order, past, 'all')).toEqual({ code: 'nothing_left', field: 'lines' });
  });

  it('refunds whatever is left with "all"', () => {
    const first = figures(refundFigures(order, [], [{ index: 0, quantity: 2 }]));
    const rest = figures(refundFigures(order, [{ lines: first.lines, total: first.total }], 'all'));
    expect(rest.lines).toEqual([
      { index: 0, quantity: 1 },
      { index: 1, quantity: 1 },
      { index: 2, quantity: 1 },
    ]);
    expect(sumCents([first.total, rest.total])).toBe(1229);
  });

  it('never refunds more than is left of a line, nor a line the order does not have', () => {
    expect(refundFigures(order, [], [{ index: 0, quantity: 4 }])).toEqual({ code: 'exceeds_left', field: 'lines[0].quantity', left: 3 });
    const past = [{ lines: [{ index: 2, quantity: 1 }], total: 4.99 }];
    expect(refundFigures(order, past, [{ index: 2, quantity: 1 }])).toEqual({ code: 'exceeds_left', field: 'lines[0].quantity', left: 0 });
    expect(
      refundFigures(
        order,
        [],
        [
          { index: 0, quantity: 2 },
          { index: 0, quantity: 2 },
        ],
      ),
    ).toMatchObject({ code: 'exceeds_left', field: 'lines[1].quantity' });
    expect(refundFigures(order, [], [{ index: 7, quantity: 1 }])).toEqual({ code: 'unknown_line', field: 'lines[0].index' });
    expect(refundFigures(order, [], [])).toEqual({ code: 'empty_refund', field: 'lines' });
  });

  it('gives the transport back with a whole refund only', () => {
    const delivery = orderOf([{ price: 12, quantity: 2, vatTypeId: 2, ritmitosUsed: 0 }], { price: 3.5, vatTypeId: 1 });
    const partial = figures(refundFigures(delivery, [], [{ index: 0, quantity: 2 }]));
    expect(partial).toMatchObject({ transport: false, moneyCents: 1200 });
    const past = [{ lines: partial.lines, total: partial.total }];
    const rest = figures(refundFigures(delivery, past, 'all'));
    expect(rest).toMatchObject({ transport: true, moneyCents: 350, lines: [] });
    expect(rest.rates).toEqual([{ percent: 21, base: 2.89, vat: 0.61 }]);
    expect(refundFigures(delivery, [...past, { lines: [], total: rest.total }], 'all')).toEqual({ code: 'nothing_left', field: 'lines' });
    const whole = figures(refundFigures(delivery, [], 'all'));
    expect(whole).toMatchObject({ transport: true, moneyCents: 1550, total: 15.5 });
  });
});
