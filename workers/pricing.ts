import { transfer } from 'comlink';
import { priceCart, type CartLine, type CartTotals, type PriceCartOptions, type PricedLine } from '../src/domain/cart';

/** The figures priceCart adds to each line, in this order, packed per line into one Float64Array. */
const LINE_FIGURES = ['price', 'priceNet', 'priceVat', 'priceBase', 'discount', 'useRitmitos', 'ritmitosUsed'] as const;

/** A priced cart as it crosses the worker boundary: the totals, and the lines' figures only. */
export type PackedTotals = Omit<CartTotals, 'lines'> & { lineFigures: Float64Array };

export function packTotals({ lines, ...totals }: CartTotals): PackedTotals {
  const lineFigures = new Float64Array(lines.length * LINE_FIGURES.length);
  lines.forEach((line, index) => {
    LINE_FIGURES.forEach((name, offset) => {
      lineFigures[index * LINE_FIGURES.length + offset] = Number(line[name]);
    });
  });
  return { ...totals, lineFigures };
}

/** The priced cart again, from the lines the page sent and the figures that came back. */
export function unpackTotals(lines: readonly CartLine[], { lineFigures, ...totals }: PackedTotals): CartTotals {
  const priced = lines.map((line, index): PricedLine => {
    const at = (offset: number) => lineFigures[index * LINE_FIGURES.length + offset]!;
    return {
      ...line,
      price: at(0),
      priceNet: at(1),
      priceVat: at(2),
      priceBase: at(3),
      discount: at(4),
      useRitmitos: at(5) === 1,
      ritmitosUsed: at(6),
    };
  });
  return { ...totals, lines: priced };
}

/** What the pricing worker exposes: the same pure rules the page and the server use (spec §4). */
export const pricingApi = {
  price(lines: CartLine[], opts: PriceCartOptions): CartTotals {
    return priceCart(lines, opts);
  },
  /**
   * The same, for the worker boundary: the cart comes as JSON text and only the lines' figures go back
   * (transferred). Structured-cloning 200 full lines each way cost several times the pricing itself.
   */
  pricePacked(cartJson: string): PackedTotals {
    const { lines, opts } = JSON.parse(cartJson) as { lines: CartLine[]; opts: PriceCartOptions };
    const packed = packTotals(priceCart(lines, opts));
    return transfer(packed, [packed.lineFigures.buffer]);
  },
};

export type PricingApi = typeof pricingApi;
