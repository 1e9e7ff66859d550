/** Prefix of the sessionStorage keys of forms a signed-in customer is filling (their address, their contact). */
export const CUSTOMER_DRAFT_PREFIX = 'customer-draft:';

/** Forgets every unsaved form of the signed-in customer, so the next person on the phone never sees it. */
export function forgetCustomerDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(CUSTOMER_DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage blocked: no draft was kept
  }
}
