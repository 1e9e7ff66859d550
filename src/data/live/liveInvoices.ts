import { customerSync } from '../customer/sync';
import { invoicesResource } from '../invoices';
import { useCustomerOrderEvents } from './useCustomerOrderEvents';

/**
 * The invoices screen: any change to one of the customer's orders (a payment, a shop's cancel, a refund)
 * may bring an invoice or a correction, so the list is read again. True while live.
 */
export function useLiveInvoices(enabled: boolean): boolean {
  return useCustomerOrderEvents(enabled, () => void customerSync.refreshAfterCurrent(invoicesResource));
}
