import { useSyncExternalStore } from 'react';
import { CUSTOMER_DRAFT_PREFIX } from './customerDrafts';

/** A customer draft: forgotten at sign-out with the other unsaved choices of the signed-in customer. */
const KEY = `${CUSTOMER_DRAFT_PREFIX}full-invoice`;
const listeners = new Set<() => void>();

/** Whether the customer ticked "I want a full invoice" for the order they are about to place. */
export function wantsFullInvoice(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

/** Ticks or clears the choice; every order body built after it carries it (pick-up and delivery alike). */
export function setFullInvoiceWanted(wanted: boolean): void {
  try {
    if (wanted) sessionStorage.setItem(KEY, 'true');
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: the choice cannot be kept, so no full invoice is asked for
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice, kept across the cart, the delivery steps and a reload. */
export function useFullInvoiceWanted(): boolean {
  return useSyncExternalStore(subscribe, wantsFullInvoice, () => false);
}
