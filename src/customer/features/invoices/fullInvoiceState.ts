import type { Invoice } from '../../../api/contract';

/**
 * Where a ticket stands for "Request a full invoice": `replaceable` (an F2 with nothing issued after it),
 * `replaced` by the F3 of the same order, or `none` (a full invoice, a correction, or a corrected ticket).
 */
export function fullInvoiceState(
  invoice: Invoice,
  invoices: readonly Invoice[],
): { kind: 'replaceable' } | { kind: 'replaced'; by: string } | { kind: 'none' } {
  if ((invoice.invoiceType ?? 'F2') !== 'F2') return { kind: 'none' };
  const sameOrder = invoices.filter((other) => other.orderId === invoice.orderId && other.invoiceNumber !== invoice.invoiceNumber);
  const replacement = sameOrder.find((other) => other.invoiceType === 'F3');
  if (replacement) return { kind: 'replaced', by: replacement.invoiceNumber };
  if (sameOrder.some((other) => other.invoiceType === 'R5')) return { kind: 'none' };
  return { kind: 'replaceable' };
}
