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
