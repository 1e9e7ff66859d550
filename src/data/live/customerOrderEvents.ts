import * as v from 'valibot';
import { CustomerOrderEventSchema, type CustomerOrderEvent } from '../../api/contract/counter/staff';
import { CUSTOMER_EVENTS_PATH } from '../../api/contract/counter/endpoints';
import { peekUsableToken } from '../sessionToken';
import { onCustomerScopeCleared } from '../sync/customerScope';
import { openEventStream, type EventStream } from './eventStream';

type Listener = (event: CustomerOrderEvent) => void;

const listeners = new Set<Listener>();
const liveListeners = new Set<() => void>();
let stream: EventStream | undefined;
let live = false;
let lastEventId: string | undefined;

function apiBase(): string {
  return (import.meta.env?.VITE_API_BASE as string | undefined) ?? '/api';
}

function setLive(next: boolean): void {
  if (live === next) return;
  live = next;
  for (const listener of liveListeners) listener();
}

function readEvent(data: string): CustomerOrderEvent | undefined {
  try {
    const parsed = v.safeParse(CustomerOrderEventSchema, JSON.parse(data));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

function open(): void {
  const token = peekUsableToken();
  stream = openEventStream({
    url: `${apiBase()}${CUSTOMER_EVENTS_PATH}`,
    // Only as the customer it opened for: another sign-in stops it (a new subscription opens a new one).
    headers: () => {
      const current = peekUsableToken();
      return current && current === token ? { Authorization: `Bearer ${current}` } : undefined;
    },
    lastEventId,
    onEvent(event) {
      lastEventId = event.id;
      if (event.event !== 'order') return;
      const order = readEvent(event.data);
      if (order) for (const listener of listeners) listener(order);
    },
    onState: (state) => setLive(state === 'open'),
  });
}

function close(): void {
  stream?.close();
  stream = undefined;
  setLive(false);
}

onCustomerScopeCleared(() => {
  close();
  lastEventId = undefined;
  if (listeners.size > 0) open();
});

/**
 * The signed-in customer's order changes (`GET /api/customer/events`, `event: order`), one shared stream
 * open while anyone listens. A listener hears that an order changed and reads it again.
 */
export function subscribeCustomerOrderEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!stream || stream.state === 'stopped') open();
  return () => {
    if (!listeners.delete(listener)) return;
    if (listeners.size === 0) close();
  };
}

/** True while the stream is open: the screens then need no timed refresh. */
export function isCustomerStreamLive(): boolean {
  return live;
}

export function onCustomerStreamLiveChange(listener: () => void): () => void {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}
