import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { CustomerOrderEvent } from '../../api/contract/counter/staff';
import { isCustomerStreamLive, onCustomerStreamLiveChange, subscribeCustomerOrderEvents } from './customerOrderEvents';

/**
 * A screen follows the customer's order changes while `enabled`: `onEvent` hears each one. True while
 * the stream is open; false means the screen keeps its timed refresh (offline, refused, not supported).
 */
export function useCustomerOrderEvents(enabled: boolean, onEvent: (event: CustomerOrderEvent) => void): boolean {
  const handler = useRef(onEvent);
  // The latest handler, kept after each render: an event that arrives later calls what the screen gave last.
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => (enabled ? subscribeCustomerOrderEvents((event) => handler.current(event)) : undefined), [enabled]);
  const live = useSyncExternalStore(onCustomerStreamLiveChange, isCustomerStreamLive, () => false);
  return enabled && live;
}
