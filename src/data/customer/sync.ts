import { useEffect, useSyncExternalStore } from 'react';
import type { EndpointName } from '../../api/contract';
import type { AnswerData } from '../../api/contract/answerData';
import { db } from '../db';
import { apiClient } from '../runtime';
import { peekUsableToken } from '../sessionToken';
import { CustomerSync, type CustomerResource, type CustomerStatus, type WatchOptions } from './engine';

export type { CustomerResource, CustomerStatus, Loaded } from './engine';
export { customerStampKey } from './engine';

/** The app's one engine for the signed-in customer's data (loaded with the customer's screens and services). */
export const customerSync = new CustomerSync({ db, getScope: peekUsableToken });

/**
 * A resource filled by one GET of the contract: a failed call stores nothing; a good answer's data is
 * stored by `store` (given when it was asked for).
 */
export function fetchedResource<N extends EndpointName>(
  key: string,
  maxAgeMs: number,
  endpoint: N,
  store: (data: AnswerData<N>, requestedAt: number) => Promise<unknown>,
): CustomerResource {
  return {
    key,
    maxAgeMs,
    async load() {
      const answer = await apiClient.call(endpoint);
      if (answer.status !== 'ok') return { kind: 'failed' };
      return { kind: 'ok', store: (requestedAt) => store(answer.data, requestedAt) };
    },
  };
}

/**
 * A screen shows a customer resource: it is watched while mounted (fetched on open, on focus and back online,
 * every `intervalMs` while visible), and the hook gives its fetch status. Nothing runs while `enabled` is false.
 */
export function useCustomerResource(
  resource: CustomerResource | undefined,
  options: WatchOptions & { enabled?: boolean } = {},
): CustomerStatus | 'idle' {
  const key = resource?.key;
  const { intervalMs, refreshOnOpen, enabled = true } = options;
  useEffect(() => {
    if (!resource || !enabled) return undefined;
    return customerSync.watch(resource, { intervalMs, refreshOnOpen });
    // Keyed on the resource's key: a new object naming the same resource is not a new watch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, intervalMs, refreshOnOpen, enabled]);
  const read = () => (key ? customerSync.status.get(key) : 'idle');
  return useSyncExternalStore(customerSync.status.subscribe, read, read);
}
