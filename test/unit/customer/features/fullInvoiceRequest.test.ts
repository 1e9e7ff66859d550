import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../src/api/contract';
import { fullInvoiceState } from '../../../../src/customer/features/invoices/fullInvoiceState';
import { plainInvoice } from '../../data/invoicesFixtures';

const ticket: Invoice = { ...plainInvoice, invoiceNumber: 'F2026-000001', orderId: 7 };
const f3: Invoice = { ...plainInvoice, invoiceNumber: 'F2026-000009', orderId: 7, invoiceType: 'F3' };

describe('fullInvoiceState: when "Request a full invoice" shows', () => {
  it('a ticket (F2, or no type: kept from before types) can be replaced while nothing replaced it', () => {
    expect(fullInvoiceState(ticket, [ticket])).toEqual({ kind: 'replaceable' });
    expect(fullInvoiceState({ ...ticket, invoiceType: 'F2' }, [ticket])).toEqual({ kind: 'replaceable' });
    // Another order's full invoice changes nothing.
    expect(fullInvoiceState(ticket, [ticket, { ...f3, orderId: 8 }])).toEqual({ kind: 'replaceable' });
  });

  it('a ticket replaced names its F3', () => {
    expect(fullInvoiceState(ticket, [f3, ticket])).toEqual({ kind: 'replaced', by: 'F2026-000009' });
  });

  it('full invoices, corrections and corrected tickets offer nothing', () => {
    expect(fullInvoiceState(f3, [f3, ticket])).toEqual({ kind: 'none' });
    expect(fullInvoiceState({ ...ticket, invoiceType: 'F1' }, [])).toEqual({ kind: 'none' });
    const r5: Invoice = { ...plainInvoice, invoiceNumber: 'R2026-000001', orderId: 7, invoiceType: 'R5' };
    expect(fullInvoiceState(r5, [r5, ticket])).toEqual({ kind: 'none' });
    expect(fullInvoiceState(ticket, [r5, ticket])).toEqual({ kind: 'none' });
  });
});
