import * as v from 'valibot';
import { SHOP_AVAILABILITY_EVENTS_PATH, ShopAvailabilitySchema, type ShopAvailability } from '../../api/contract/customer/shopAvailability';
import { fillPath } from '../../api/contract/paths';
import { AVAILABILITY_MAX_AGE_MS } from '../../domain/constants';
import { isOnline } from '../online';
import { syncEngine } from '../runtime';
import { resources } from '../sync/resources';

/** The first wait before connecting again, doubled at each failure in a row up to the longest. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

type Followed = {
  followers: number;
  failures: number;
  source?: EventSource;
  retry?: ReturnType<typeof setTimeout>;
  poll?: ReturnType<typeof setInterval>;
  closing?: ReturnType<typeof setTimeout>;
  stop(): void;
};

const followed = new Map<string, Followed>();

function apiBase(): string {
  return (import.meta.env?.VITE_API_BASE as string | undefined) ?? '/api';
}

/** An event's snapshot, when it is one of this shop's that the contract accepts. */
function readSnapshot(data: unknown, shopKey: string): ShopAvailability | undefined {
  try {
    const parsed = v.safeParse(ShopAvailabilitySchema, JSON.parse(String(data)));
    return parsed.success && parsed.output.shop.toUpperCase() === shopKey ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stream is public (no token to send), so the platform's EventSource reads it. Every failure (a
 * dropped connection, an error status, the network gone) closes it and connects again after a wait that
 * doubles, with jitter, up to 30 s; offline it waits for the network to come back. While it is not open,
 * the sync engine reads the copy again whenever it is older than 30 s (nothing is fetched offline: the
 * last known copy stays).
 */
function start(locationCode: string, shopKey: string): Followed {
  const resource = resources.availability(locationCode);
  const url = `${apiBase()}${fillPath('shopAvailabilityEvents', SHOP_AVAILABILITY_EVENTS_PATH, { code: locationCode })}`;
  const entry: Followed = { followers: 0, failures: 0, stop };
  const poll = () => {
    entry.poll ??= setInterval(() => void syncEngine.refresh(resource), AVAILABILITY_MAX_AGE_MS);
  };
  const reconnectNow = () => {
    if (entry.source || !entry.retry) return;
    clearTimeout(entry.retry);
    connect();
  };

  function connect(): void {
    entry.retry = undefined;
    // Without EventSource (an old browser), the timed reads alone keep the copy current.
    if (typeof EventSource === 'undefined') return poll();
    if (!isOnline()) return retryLater();
    const source = new EventSource(url);
    entry.source = source;
    source.addEventListener('open', () => {
      entry.failures = 0;
      clearInterval(entry.poll);
      entry.poll = undefined;
    });
    source.addEventListener('availability', (event) => {
      const snapshot = readSnapshot((event as MessageEvent).data, shopKey);
      if (snapshot) void syncEngine.accept(resource, snapshot);
    });
    // The catalogue or the shop changed (a back-office edit): what the open screens show is read again.
    source.addEventListener('catalogue', () => void syncEngine.refreshWatched({ force: true }));
    source.addEventListener('error', () => {
      source.close();
      if (entry.source === source) entry.source = undefined;
      retryLater();
    });
  }

  function retryLater(): void {
    poll();
    const longest = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** entry.failures);
    entry.failures += 1;
    entry.retry = setTimeout(connect, longest / 2 + (Math.random() * longest) / 2);
  }

  function stop(): void {
    entry.source?.close();
    clearTimeout(entry.retry);
    clearInterval(entry.poll);
    removeEventListener('online', reconnectNow);
    followed.delete(shopKey);
  }

  addEventListener('online', reconnectNow);
  poll();
  connect();
  return entry;
}

/**
 * Follows one shop's availability (`GET /api/shops/{code}/availability/events`: `event: availability`,
 * each time the whole ShopAvailability, one at connect): each snapshot goes to Dexie through the sync
 * engine. One stream per shop, shared by every screen that follows it; it closes `lingerMs` after the
 * last one stops following (a screen that follows it next keeps it open).
 */
export function followShopAvailability(locationCode: string, lingerMs = 0): () => void {
  const shopKey = locationCode.toUpperCase();
  const entry = followed.get(shopKey) ?? start(locationCode, shopKey);
  followed.set(shopKey, entry);
  clearTimeout(entry.closing);
  entry.followers += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    entry.followers -= 1;
    if (entry.followers > 0) return;
    if (lingerMs <= 0) entry.stop();
    else entry.closing = setTimeout(() => entry.stop(), lingerMs);
  };
}
