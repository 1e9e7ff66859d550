import { DEFAULT_LOCATION, REFERENCE_MAX_AGE_MS } from '../domain/constants';
import { markLoyaltyChanged } from './account';
import { customerSync, type CustomerResource } from './customer/sync';
import { db, type CustomerPurchases } from './db';
import { readStoredLocation } from './locationStore';
import { apiClient } from './runtime';

function storePurchases(data: CustomerPurchases, requestedAt: number): Promise<unknown> {
  return db.purchases.put({ key: 'current', data, fetchedAt: requestedAt });
}

/**
 * What the signed-in customer bought, as home-wapp answers it with their token (at any location: the
 * catalogue keeps those its location sells). Kept in its own row, cleared with the customer's scope.
 */
export const purchasesResource: CustomerResource = {
  key: 'purchases',
  maxAgeMs: REFERENCE_MAX_AGE_MS,
  async load() {
    const code = readStoredLocation().code ?? DEFAULT_LOCATION.code;
    const answer = await apiClient.call('homeWapp', { params: { code } });
    if (answer.status !== 'ok') return { kind: 'failed' };
    const { productsPurchased, purchases } = answer.data;
    return { kind: 'ok', store: (requestedAt) => storePurchases({ productsPurchased, purchases }, requestedAt) };
  },
};

/** An order's payment moved (paid, most likely): the ritmitos and what the customer bought are fetched again. */
export async function markPaymentMoved(): Promise<void> {
  await Promise.all([markLoyaltyChanged(), customerSync.markChanged(purchasesResource)]);
}
