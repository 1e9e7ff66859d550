import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../../../../src/api/contract';
import { invoiceUnitPrice, invoiceVatRates, vatPercent } from '../../../../src/domain/fiscal/invoiceVat';
import { loyaltyInvoice, ratesInvoice, vatInvoice } from '../../data/invoicesFixtures';

const vatBreakdown = (products: InvoiceLine[]) => invoiceVatRates({ products });

describe('vatPercent (DESIGN §4 VAT types)', () => {
  it('prints types 1, 2 and 3 as 21, 10 and 4 per cent, and nothing for a missing or unknown type', () => {
    expect([1, 2, 3].map(vatPercent)).toEqual([21, 10, 4]);
    expect(vatPercent(undefined)).toBeUndefined();
    expect(vatPercent(9)).toBeUndefined();
  });
});

describe('invoiceUnitPrice', () => {
  it('is the gross unit price with extras, from the line value', () => {
    // A stored line whose price lacks the extras (1,80 €) still shows the 2,20 € the customer paid a unit.
    expect(invoiceUnitPrice({ quantity: 2, price: 1.8, total: 4.4 })).toBe(2.2);
    expect(invoiceUnitPrice({ quantity: 3, price: 1.1, total: 3.3 })).toBe(1.1);
    expect(invoiceUnitPrice({ quantity: 0, price: 1.5, total: 0 })).toBe(1.5);
  });
});

describe('invoiceVatRates (simplified invoice: base and VAT per rate)', () => {
  it('prints the per-rate figures the invoice carries, whatever its lines say', () => {
    expect(invoiceVatRates(ratesInvoice)).toEqual([{ vatTypeId: 2, percent: 10, base: 7.18, vat: 0.72, gross: 7.9 }]);
    expect(invoiceVatRates({ ...vatInvoice, vatRates: ratesInvoice.vatRates })).toEqual(ratesInvoice.vatRates);
  });
});

describe('invoiceVatRates of an invoice from before it carried per-rate figures: what its lines said', () => {
  it('sums base and VAT per rate, lowest rate first, and adds up to the invoice totals', () => {
    const rows = vatBreakdown(vatInvoice.products)!;
    expect(rows).toEqual([
      { vatTypeId: 2, percent: 10, base: 4, vat: 0.4, gross: 4.4 },
      { vatTypeId: 1, percent: 21, base: 9.92, vat: 2.08, gross: 12 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.base, 0)).toBeCloseTo(vatInvoice.totalPriceNet, 2);
    expect(rows.reduce((sum, row) => sum + row.vat, 0)).toBeCloseTo(vatInvoice.totalPriceVat, 2);
  });

  it('rounds each rate to cents after adding its lines', () => {
    const line = (vatBase: number, vatAmount: number): InvoiceLine => ({ quantity: 1, description: 'x', price: 1, total: 1, vatTypeId: 3, vatBase, vatAmount });
    expect(vatBreakdown([line(0.1, 0.01), line(0.2, 0.02)])).toEqual([{ vatTypeId: 3, percent: 4, base: 0.3, vat: 0.03, gross: 0.33 }]);
  });

  it('leaves out a rate of which nothing was charged (ritmitos paid its lines)', () => {
    const paidInRitmitos: InvoiceLine = { quantity: 1, description: 'Croissant', price: 1.5, total: 1.5, vatTypeId: 3, vatBase: 0, vatAmount: 0 };
    expect(vatBreakdown([paidInRitmitos])).toEqual([]);
  });

  it('is null for an invoice stored before lines carried their VAT figures', () => {
    expect(vatBreakdown(loyaltyInvoice.products)).toBeNull();
    const withoutBase: InvoiceLine = { quantity: 1, description: 'Espresso', price: 1.2, total: 1.2, vatTypeId: 2 };
    expect(vatBreakdown([...vatInvoice.products, withoutBase])).toBeNull();
  });
});
