import { describe, expect, it } from 'vitest';
import { shopInvoiceDate } from '../../../../src/domain/fiscal/invoiceDate';

describe('shopInvoiceDate (spec §9 date format, on the shop calendar)', () => {
  it('prints DD/MM/YYYY', () => {
    expect(shopInvoiceDate(new Date('2026-06-17T08:00:00Z'), 'Europe/Madrid')).toBe('17/06/2026');
  });
  it("takes the day from the shop clock, not UTC: 23:30 UTC on New Year's Eve is already 1 January in Madrid", () => {
    expect(shopInvoiceDate(new Date('2025-12-31T23:30:00Z'), 'Europe/Madrid')).toBe('01/01/2026');
    expect(shopInvoiceDate(new Date('2026-01-01T03:30:00Z'), 'Atlantic/Canary')).toBe('01/01/2026');
    expect(shopInvoiceDate(new Date('2026-01-01T03:30:00Z'), 'America/New_York')).toBe('31/12/2025');
  });
});
