import { accountResource, loyaltyResource } from './account';
import { customerSync } from './customer/sync';
import { fiscalResource } from './fiscal';
import { invoicesResource } from './invoices';
import { purchasesResource } from './purchases';
import { orderListResources } from './orders/lists';
import { startOrders } from './orders/pickup';
import { startOutbox } from './outbox';

let started = false;

/**
 * What only a signed-in customer needs: queued offline writes, pending orders, and the customer
 * engine keeping account, loyalty, fiscal details, orders, invoices and purchases fresh (start, focus, back online). Loaded on demand
 * (main.tsx), so a visitor's first load does not carry it; called again on every sign-in (the start trigger).
 */
export function startCustomerServices(): void {
  if (!started) {
    started = true;
    for (const resource of [accountResource, loyaltyResource, fiscalResource, orderListResources.pickup, invoicesResource, purchasesResource]) customerSync.keep(resource);
    startOutbox();
    startOrders();
  }
  customerSync.start();
}
