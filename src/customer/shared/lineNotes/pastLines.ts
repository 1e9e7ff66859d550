import type { InvoiceLine, Order } from '../../../api/contract';
import type { PastLine } from '../../../domain/orders/repeatOrder';

/** An order's lines as "Order again" reads them (rows kept from before have no choices or notes). */
export function pastLinesOfOrder(order: Pick<Order, 'products'>): PastLine[] {
  return order.products.map((line) => ({ code: line.code, title: line.title, quantity: line.quantity, choices: line.choices ?? [], notes: line.notes ?? '' }));
}

/** An invoice's product lines (not its transport line) as "Order again" reads them. */
export function pastLinesOfInvoice(invoice: { products: InvoiceLine[] }): PastLine[] {
  return invoice.products.flatMap((line) =>
    line.code ? [{ code: line.code, title: line.description, quantity: line.quantity, choices: line.choices ?? [], notes: line.notes ?? '' }] : [],
  );
}
