import { startInvoicesSync } from './invoices';
import { startOrders } from './orders';
import { startOutbox } from './outbox';

/**
 * What only a signed-in customer needs: queued offline writes (DESIGN §8), pending orders and invoices.
 * Loaded on demand (main.tsx), so a visitor's first load does not carry it.
 */
export function startCustomerServices(): void {
  startOutbox();
  startOrders();
  startInvoicesSync();
}
