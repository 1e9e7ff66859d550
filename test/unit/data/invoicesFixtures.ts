import type { Invoice } from '../../../src/api/contract';

/** Invoices as GET /customer/invoices answers them (shared by the data and screen tests). */
export const legal = { name: 'Ritmo Café SL', address1: 'Calle Colón 12', address2: '46004 Valencia', vatNumber: 'B12345678' };

export const plainInvoice: Invoice = {
  invoiceNumber: 'F2025-000041',
  invoiceDate: '2025-02-10T09:30:00.000Z',
  orderId: 41,
  orderCode: 'A041',
  legal,
  products: [{ quantity: 2, description: 'Espresso', price: 1.2, total: 2.4 }],
  totalPrice: 2.4,
  totalPriceNet: 2.18,
  totalPriceVat: 0.22,
  totalDiscount: 0,
  loyaltyAmount: 0,
  loyaltyPoints: 12,
  ritmitosLoyalty: 12,
  ritmitosUsed: 0,
};

export const loyaltyInvoice: Invoice = {
  invoiceNumber: 'F2025-000042',
  invoiceDate: '2025-02-14T18:05:00.000Z',
  orderId: 42,
  orderCode: 'A042',
  legal,
  products: [
    { quantity: 1, description: 'Café con leche de avena, doble de espresso, sirope de caramelo salado', price: 4.1, total: 4.1 },
    { quantity: 3, description: 'Croissant', price: 1.5, total: 4.5 },
  ],
  totalPrice: 6.5,
  totalPriceNet: 5.91,
  totalPriceVat: 0.59,
  totalDiscount: 0.5,
  loyaltyAmount: 1.6,
  loyaltyPoints: 30,
  ritmitosLoyalty: 30,
  ritmitosUsed: 160,
};

/**
 * An invoice with its VAT figures (as answered since they exist): two drinks at 10 %, a mug at 21 % and
 * a croissant at 10 % that ritmitos paid (so nothing of it is charged or taxed).
 */
export const vatInvoice: Invoice = {
  invoiceNumber: 'F2025-000043',
  invoiceDate: '2025-02-15T10:00:00.000Z',
  orderId: 43,
  orderCode: 'A043',
  legal,
  products: [
    { quantity: 2, description: 'Café con leche (Bebida de avena)', price: 2.2, total: 4.4, vatTypeId: 2, vatBase: 4, vatAmount: 0.4 },
    { quantity: 1, description: 'Taza Ritmo 350 ml', price: 12, total: 12, vatTypeId: 1, vatBase: 9.92, vatAmount: 2.08 },
    { quantity: 1, description: 'Croissant', price: 1.5, total: 1.5, vatTypeId: 2, vatBase: 0, vatAmount: 0 },
  ],
  totalPrice: 16.4,
  totalPriceNet: 13.92,
  totalPriceVat: 2.48,
  totalDiscount: 0,
  loyaltyAmount: 1.5,
  loyaltyPoints: 150,
  ritmitosLoyalty: 82,
  ritmitosUsed: 150,
};

/**
 * An invoice that carries its VAT per rate, as invoices of orders placed since then do: a 7,90 € ticket at
 * 10 % (4 × 1,60 € + 1,50 €) whose base is 7,90 / 1,1 = 7,18 € and VAT 0,72 €. Its lines carry only their rate.
 */
export const ratesInvoice: Invoice = {
  invoiceNumber: 'F2026-000044',
  invoiceDate: '2026-06-17T08:00:00.000Z',
  orderId: 44,
  orderCode: 'VA01-000044',
  legal,
  products: [
    { quantity: 4, description: 'Café con leche', price: 1.6, total: 6.4, vatTypeId: 2 },
    { quantity: 1, description: 'Croissant', price: 1.5, total: 1.5, vatTypeId: 2 },
  ],
  totalPrice: 7.9,
  totalPriceNet: 7.18,
  totalPriceVat: 0.72,
  vatRates: [{ vatTypeId: 2, percent: 10, base: 7.18, vat: 0.72, gross: 7.9 }],
  totalDiscount: 0,
  loyaltyAmount: 0,
  loyaltyPoints: 39,
  ritmitosLoyalty: 39,
  ritmitosUsed: 0,
};
