import * as v from 'valibot';
import { SHOP_AVAILABILITY_EVENTS_PATH, ShopAvailabilitySchema, type ShopAvailability } from '../../api/contract/counter/availability';
import { openEventStream, type EventStream, type SseEvent, type StreamState } from '../../data/live/eventStream';
import { SyncEngine, type SyncClock, type Watched } from '../../data/sync/engine';
import type { StaffApi } from '../../api/staffClient';
import { storeAvailability } from './availabilityStore';
import type { StaffDb } from './db';

/** One shop's availability on the board. */
export type AvailabilityResource = { key: string; shop: string };

export const availabilityResourceOf = (shop: string): AvailabilityResource => ({ key: `availability:${shop}`, shop });

export type AvailabilityOutcome = 'updated' | 'stale' | 'fresh' | 'failed' | 'offline' | 'unauthorized' | 'signed-out' | 'dropped';

/** The shop's availability stream: open, or down since a moment, loudly once that has lasted (the panel then says its copy may be old). */
export type AvailabilityFeedState = { live: true } | { live: false; downSince: number; loud: boolean };

/** The stream down this long: said, and the availability is read every AVAILABILITY_POLL_MS until it is back. */
export const AVAILABILITY_QUIET_MS = 5_000;
export const AVAILABILITY_POLL_MS = 10_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 8_000;

export type StaffAvailabilitySyncDeps = SyncClock & {
  db: StaffDb;
  api: StaffApi;
  /** The server refused the staff token: the board signs out. */
  onUnauthorized?: () => void;
  /** AVAILABILITY_QUIET_MS and AVAILABILITY_POLL_MS unless given (tests). */
  quietMs?: number;
  pollMs?: number;
};

type FollowedAvailability = Watched<AvailabilityResource> & {
  stream?: EventStream | undefined;
  quiet?: ReturnType<typeof setTimeout> | undefined;
  poll?: ReturnType<typeof setInterval> | undefined;
  read?: boolean;
};

function readAvailability(data: string): ShopAvailability | undefined {
  try {
    const parsed = v.safeParse(ShopAvailabilitySchema, JSON.parse(data));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shops' availability (sold out, pause, extra wait, stock, full slots) on the app's sync engine: read
 * through the staff call when a screen follows a shop, then kept by the shop's public live stream, whose
 * every event is the whole availability. Once the stream has been down AVAILABILITY_QUIET_MS, it is read
 * every AVAILABILITY_POLL_MS until the stream is back.
 */
export class StaffAvailabilitySync extends SyncEngine<AvailabilityResource, AvailabilityOutcome, AvailabilityFeedState, StaffAvailabilitySyncDeps, FollowedAvailability> {
  override watch(resource: AvailabilityResource): () => void {
    const unwatch = super.watch(resource);
    const followed = this.watched.get(resource.key)!;
    if (!followed.stream) {
      this.wentDown(followed);
      void this.refresh(resource);
      followed.stream = openEventStream({
        url: `${this.deps.api.baseURL}${SHOP_AVAILABILITY_EVENTS_PATH.replace(':code', encodeURIComponent(resource.shop))}`,
        onEvent: (event) => void this.onEvent(event),
        onState: (state) => this.onStreamState(followed, state),
        minDelayMs: RECONNECT_MIN_MS,
        maxDelayMs: RECONNECT_MAX_MS,
        ...(this.deps.isOnline ? { isOnline: this.deps.isOnline } : {}),
      });
    }
    return this.unwatchFollowed(followed, unwatch, () => {
      followed.stream?.close();
      followed.stream = undefined;
      this.cameUp(followed);
    });
  }

  private async onEvent(event: SseEvent): Promise<void> {
    if (event.event !== 'availability') return;
    const availability = readAvailability(event.data);
    if (availability) await storeAvailability(this.deps.db, availability, this.now()).catch(() => undefined);
  }

  private onStreamState(followed: FollowedAvailability, state: StreamState): void {
    if (state === 'open') {
      this.cameUp(followed);
      this.status.set(followed.resource.key, { live: true });
    } else if (state === 'down' || state === 'stopped') this.wentDown(followed);
  }

  private wentDown(followed: FollowedAvailability): void {
    const { key } = followed.resource;
    const current = this.status.get(key);
    if (current !== 'idle' && !current.live) return;
    const downSince = this.now();
    this.status.set(key, { live: false, downSince, loud: false });
    followed.quiet = setTimeout(() => {
      this.status.set(key, { live: false, downSince, loud: true });
      followed.poll = setInterval(() => void this.refresh(followed.resource), this.deps.pollMs ?? AVAILABILITY_POLL_MS);
      void this.refresh(followed.resource);
    }, this.deps.quietMs ?? AVAILABILITY_QUIET_MS);
  }

  private cameUp(followed: FollowedAvailability): void {
    clearTimeout(followed.quiet);
    clearInterval(followed.poll);
    followed.quiet = followed.poll = undefined;
  }

  /** What the server says now, stored; the answer to a change is stored the same way (availabilityWrites). */
  protected async run(resource: AvailabilityResource, force?: boolean): Promise<AvailabilityOutcome> {
    const { db, api } = this.deps;
    const scope = api.token();
    if (!scope) return 'signed-out';
    const followed = this.watched.get(resource.key);
    const feed = this.status.get(resource.key);
    if (!force && followed?.read && feed !== 'idle' && feed.live) return 'fresh';
    if (!this.isOnline()) return 'offline';
    const answer = await api.call('staffAvailability', { query: { shop: resource.shop } });
    if (api.token() !== scope) return 'dropped';
    if (!answer.ok) {
      if (answer.httpStatus === 401) this.deps.onUnauthorized?.();
      return answer.httpStatus === 401 ? 'unauthorized' : 'failed';
    }
    if (followed) followed.read = true;
    return (await storeAvailability(db, answer.data, this.now())) ? 'updated' : 'stale';
  }
}
