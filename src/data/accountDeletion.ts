import type { AccountDeletionCheck } from '../api/contract/customer/accountDeletion';
import { ACCOUNT_DELETION_REFUSALS } from '../api/contract/customer/accountDeletion';
import { clearCartState } from './cart/state';
import { isOnline } from './online';
import { turnPushOff } from './push/pushDevice';
import { apiClient } from './runtime';
import { removeStoredToken } from './sessionToken';
import { clearCustomerScope } from './sync/customerScope';

const PUSH_OFF_WAIT_MS = 3000;

export type DeletionCheckOutcome = { kind: 'ready'; check: AccountDeletionCheck } | { kind: 'offline' } | { kind: 'failed' };

/** What deleting the account now would forfeit and what blocks it: asked of the server, never kept. */
export async function loadDeletionCheck(): Promise<DeletionCheckOutcome> {
  if (!isOnline()) return { kind: 'offline' };
  const answer = await apiClient.call('accountDeletion');
  if (answer.status === 'ok') return { kind: 'ready', check: answer.data };
  return { kind: answer.status === 'network' ? 'offline' : 'failed' };
}

export type DeletionOutcome =
  | { kind: 'deleted'; ritmitosForfeited: number }
  | { kind: 'mismatch' }
  /** An order is under way (loadDeletionCheck names it). */
  | { kind: 'pending' }
  | { kind: 'offline' }
  | { kind: 'failed' };

/**
 * DELETE /customer/account: online only, never queued (the answer is the point). Once deleted, this device
 * forgets the customer as a sign-out does (token, their data, the cart) and stops their notifications.
 */
export async function deleteAccount(confirm: string): Promise<DeletionOutcome> {
  if (!isOnline()) return { kind: 'offline' };
  const answer = await apiClient.call('accountDelete', { body: { confirm } });
  if (answer.status === 'ok') {
    removeStoredToken();
    await clearCustomerScope();
    clearCartState();
    // The server has already forgotten the subscription; the browser's is ended too.
    await Promise.race([turnPushOff().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, PUSH_OFF_WAIT_MS))]);
    return { kind: 'deleted', ritmitosForfeited: answer.data.ritmitosForfeited };
  }
  if (answer.status === 'network') return { kind: 'offline' };
  if (!answer.wasOk && answer.error?.code === ACCOUNT_DELETION_REFUSALS.confirmMismatch) return { kind: 'mismatch' };
  if (!answer.wasOk && answer.error?.code === ACCOUNT_DELETION_REFUSALS.pendingOrder) return { kind: 'pending' };
  return { kind: 'failed' };
}
