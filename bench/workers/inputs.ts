import type { InvoicePdfContent } from '../../workers/invoicePdf';
import type { PriceCartOptions } from '../../src/domain/orders/cart';
import type { CartChoice, CatalogueProduct, PricingRequest } from '../../src/domain/orders/cartChoices';
import type { ProductExtra } from '../../src/api/contract';

const TITLES = ['Espresso', 'Café con leche de avena, doble de espresso, sirope de caramelo salado', 'Cappuccino', 'Tarta de queso', 'Té verde sencha'];

const OAT: ProductExtra = {
  id: 7,
  extraType: 'extras',
  conf: { titles: { es: 'Extras', en: 'Extras' }, list: [], extras: [{ value: 'oat', titles: { es: 'Avena', en: 'Oat' } }] },
  extra: { value: '' },
};

/** `count` distinct cart lines as the app stores them (choices) and the catalogue they are priced from. */
export function cartRequest(count: number): PricingRequest {
  const lines: CartChoice[] = [];
  const products: CatalogueProduct[] = [];
  for (let index = 0; index < count; index += 1) {
    const withExtra = index % 2 === 1;
    const productCode = `P${1000 + index}`;
    const title = TITLES[index % TITLES.length]!;
    lines.push({
      key: `${productCode}${withExtra ? '|7=oat' : ''}`,
      productCode,
      title,
      quantity: 1 + (index % 4),
      choices: withExtra ? [{ extraId: 7, value: 'oat' }] : [],
      notes: '',
    });
    products.push({
      productCode,
      title,
      price: Math.round((1.2 + (index % 9) * 0.35) * 100) / 100,
      vatType: { id: [1, 2, 3][index % 3]! },
      extras: [7],
      extrasPrice: { oat: { price: 0.4, priceNet: 0.36, priceOffer: 0, priceOfferNet: 0, priceBase: 0.4 } },
      isOneGoods: false,
      stockCurrent: 100,
    });
  }
  return { lines, catalogue: { products, extras: [OAT] }, opts: PRICE_OPTIONS };
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
