import type { InvoicePdfContent } from '../../workers/invoicePdf';
import type { CartLine, PriceCartOptions } from '../../src/domain/cart';

const TITLES = ['Espresso', 'Café con leche de avena, doble de espresso, sirope de caramelo salado', 'Cappuccino', 'Tarta de queso', 'Té verde sencha'];

/** `count` distinct cart lines like the app stores: mixed VAT types, quantities, half with a priced extra. */
export function cartLines(count: number): CartLine[] {
  return Array.from({ length: count }, (_, index): CartLine => {
    const withExtra = index % 2 === 1;
    return {
      key: `P${1000 + index}${withExtra ? '|7=oat' : ''}`,
      productCode: `P${1000 + index}`,
      title: TITLES[index % TITLES.length]!,
      quantity: 1 + (index % 4),
      unitPrice: Math.round((1.2 + (index % 9) * 0.35) * 100) / 100,
      vatTypeId: [1, 2, 3][index % 3]!,
      preferences: withExtra
        ? [{ extraId: 7, type: 'extras', value: 'oat', price: 0.4, priceNet: 0.36, priceVat: 0.04, extraValue: 'Avena', priceBase: 0.4 }]
        : [],
      notes: '',
    };
  });
}

/** Ritmitos on with a balance that pays some lines: the costliest branch of the rules. */
export const PRICE_OPTIONS: PriceCartOptions = { useRitmitos: true, ritmitosAvailable: 2500, ritmitosInOrders: 300, transport: null };

/** An invoice with `count` product lines (100 lines run over several 400 × 600 pt pages). */
export function invoiceContent(count: number): InvoicePdfContent {
  return {
    header: ['Ritmo Café SL', 'Calle Colón 12', '46004 Valencia', 'NIF: B12345678', '', 'Factura F2026-000042', 'Fecha: 22/11/2026'],
    products: Array.from({ length: count }, (_, index) => ({
      quantity: 1 + (index % 3),
      description: TITLES[index % TITLES.length]!,
      amount: `${(2 + (index % 7) * 0.45).toFixed(2).replace('.', ',')} €`,
    })),
    totals: [
      { label: 'Base imponible', value: '215,91 €' },
      { label: 'IVA', value: '21,59 €' },
      { label: 'Total', value: '237,50 €' },
    ],
    points: [
      { label: 'Ritmitos acumulados', value: '2375' },
      { label: 'Ritmitos usados', value: '0' },
    ],
  };
}

/** What the order screen encodes (orderQrText): the order's id and code. */
export const QR_TEXT = JSON.stringify({ orderId: 100234, orderCode: 'RZ-7F3K2Q' });
