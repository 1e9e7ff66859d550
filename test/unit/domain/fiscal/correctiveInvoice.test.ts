import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../src/api/contract';
import { negatedInvoiceAmounts, refundCorrectionAmounts } from '../../../../src/domain/fiscal/correctiveInvoice';

const ticket: Invoice = {
  invoiceNumber: 'F2026-000042',
  invoiceDate: '2026-06-17T22:30:00.000Z',
  orderId: 7,
  orderCode: 'VA01-000007',
  legal: { name: 'Ritmo Café S.L.', address1: 'Calle Colón 12', address2: '46004 Valencia', vatNumber: 'B98765431' },
  products: [
    { quantity: 2, description: 'Café con leche', price: 1.6, total: 3.2, vatTypeId: 2 },
    { quantity: 1, description: 'Taza', price: 6.5, total: 6.5, vatTypeId: 1, vatBase: 5.37, vatAmount: 1.13 },
  ],
  totalPrice: 9.7,
  totalPriceNet: 8.28,
  totalPriceVat: 1.42,
  vatRates: [
    { vatTypeId: 2, percent: 10, base: 2.91, vat: 0.29, gross: 3.2 },
    { vatTypeId: 1, percent: 21, base: 5.37, vat: 1.13, gross: 6.5 },
  ],
  totalDiscount: 0,
  loyaltyAmount: 0,
  loyaltyPoints: 0,
  ritmitosLoyalty: 9,
  ritmitosUsed: 0,
};

describe('an R5 correcting a whole ticket by differences', () => {
  const correction = negatedInvoiceAmounts(ticket);

  it('negates every amount: lines, VAT per rate, totals', () => {
    expect(correction.products.map((line) => [line.quantity, line.price, line.total])).toEqual([
      [2, -1.6, -3.2],
      [1, -6.5, -6.5],
    ]);
    expect(correction.products[1]).toMatchObject({ vatBase: -5.37, vatAmount: -1.13 });
    expect(correction.products[0]).not.toHaveProperty('vatBase');
    expect(correction.vatRates).toEqual([
      { vatTypeId: 2, percent: 10, base: -2.91, vat: -0.29, gross: -3.2 },
      { vatTypeId: 1, percent: 21, base: -5.37, vat: -1.13, gross: -6.5 },
    ]);
    expect(correction).toMatchObject({ totalPrice: -9.7, totalPriceNet: -8.28, totalPriceVat: -1.42 });
  });

  it('leaves zeros as plain zeros and earns or spends no ritmitos', () => {
    expect(Object.is(correction.totalDiscount, 0)).toBe(true);
    expect(Object.is(correction.loyaltyAmount, 0)).toBe(true);
    expect(correction).toMatchObject({ ritmitosLoyalty: 0, ritmitosUsed: 0, loyaltyPoints: 0 });
  });

  it('keeps what is not an amount', () => {
    expect(correction).toMatchObject({ invoiceNumber: ticket.invoiceNumber, orderId: 7, legal: ticket.legal });
    expect(correction.products.map((line) => line.description)).toEqual(['Café con leche', 'Taza']);
  });
});

describe('the correction of a refund of some lines', () => {
  const refund = {
    lines: [{ index: 0, quantity: 1 }],
    transport: false,
    total: 1.6,
    vatTotal: 0.15,
    vatRates: [{ percent: 10, base: 1.45, vat: 0.15 }],
    ritmitosReturned: 0,
  };
  const correction = refundCorrectionAmounts(ticket, 2, refund);

  it('prints only the refunded units, negative, and the refund’s own totals and VAT', () => {
    expect(correction.products).toEqual([{ quantity: 1, description: 'Café con leche', price: -1.6, total: -1.6, vatTypeId: 2 }]);
    expect(correction).toMatchObject({ totalPrice: -1.6, totalPriceNet: -1.45, totalPriceVat: -0.15, ritmitosLoyalty: 0 });
    expect(correction.vatRates).toEqual([{ vatTypeId: 2, percent: 10, base: -1.45, vat: -0.15, gross: -1.6 }]);
  });

  it('prints the transport when the refund took it', () => {
    const delivery = { ...ticket, products: [...ticket.products, { quantity: 1, description: 'Envío a domicilio', price: 3.5, total: 3.5, vatTypeId: 1 }] };
    const whole = refundCorrectionAmounts(delivery, 2, {
      ...refund,
      lines: [],
      transport: true,
      total: 3.5,
      vatTotal: 0.61,
      vatRates: [{ percent: 21, base: 2.89, vat: 0.61 }],
    });
    expect(whole.products).toEqual([{ quantity: 1, description: 'Envío a domicilio', price: -3.5, total: -3.5, vatTypeId: 1 }]);
  });
});
