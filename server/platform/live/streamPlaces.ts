import { readFileSync } from 'node:fs';

/**
 * Open event streams one client may hold in this process, whichever kind (a shop's availability, a board,
 * a customer's orders): a new one beyond these closes that client's oldest (its browser tab is usually
 * gone; a live one reconnects). Per address, room for a shop's tablets and a dozen customers on the
 * shop's Wi-Fi; per person, a phone, a tablet and a couple of tabs; a shop's staff member is often one
 * login on the board and the counter at once.
 */
export const STREAMS_PER_ADDRESS = 16;
export const STREAMS_PER_CUSTOMER = 4;
export const STREAMS_PER_STAFF_MEMBER = 8;
/** Whatever the descriptors allow, more streams than this would take memory without end (about 30 KB each). */
export const MAX_STREAMS_BY_MEMORY = 20_000;
/** Half the process's file descriptors may hold streams; the rest stay for ordinary requests, the database and files. */
const STREAM_SHARE_OF_DESCRIPTORS = 0.5;

/** Who holds a stream, for the per-client caps. */
export type StreamOwner = { kind: 'address'; address: string } | { kind: 'customer'; customerId: number } | { kind: 'staff'; staffId: number };

/** Streams this process holds at most, from its soft limit of open files (null: unknown or unlimited). */
export function processStreamCap(openFilesSoftLimit: number | null): number {
  if (openFilesSoftLimit === null) return MAX_STREAMS_BY_MEMORY;
  return Math.max(1, Math.min(MAX_STREAMS_BY_MEMORY, Math.floor(openFilesSoftLimit * STREAM_SHARE_OF_DESCRIPTORS)));
}

/**
 * This process's soft limit of open files, from /proc/self/limits (Linux); null elsewhere or unlimited.
 * Node cannot set limits, but raises the soft limit to the hard one itself when it starts.
 */
export function openFilesSoftLimit(limitsText: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  try {
    const line = limitsText()
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft !== undefined && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/** IPv6 clients get a /64 each (a single host may use any address in it): they are counted by that. */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  if (!plain.includes(':')) return plain;
  if (plain.startsWith('::ffff:') && plain.includes('.')) return plain.slice('::ffff:'.length);
  const [head = '', tail] = plain.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const ownerKey = (owner: StreamOwner): string =>
  owner.kind === 'address' ? `a ${addressKey(owner.address)}` : owner.kind === 'customer' ? `c ${owner.customerId}` : `s ${owner.staffId}`;

const ownerCap = (owner: StreamOwner): number =>
  owner.kind === 'address' ? STREAMS_PER_ADDRESS : owner.kind === 'customer' ? STREAMS_PER_CUSTOMER : STREAMS_PER_STAFF_MEMBER;

export interface StreamPlaces {
  /**
   * A place for a new stream of these owners: each one at its cap first has its oldest stream closed
   * (`close` of that stream). Answers the function that gives the place back, or undefined when the
   * process holds all the streams it may.
   */
  take(owners: StreamOwner[], close: () => void): (() => void) | undefined;
  /** Streams held now, and the most this process holds. */
  counts(): { open: number; max: number };
}

interface Place {
  keys: string[];
  close: () => void;
}

/** The per-process count of open streams: they hold connections, which are this process's alone. */
export function createStreamPlaces(maxStreams: number): StreamPlaces {
  const byOwner = new Map<string, Set<Place>>();
  let open = 0;

  const release = (place: Place) => {
    let held = false;
    for (const key of place.keys) {
      const places = byOwner.get(key);
      if (places?.delete(place)) held = true;
      if (places?.size === 0) byOwner.delete(key);
    }
    if (held) open -= 1;
  };

  return {
    take(owners, close) {
      for (const owner of owners) {
        const places = byOwner.get(ownerKey(owner));
        while (places && places.size >= ownerCap(owner)) {
          const oldest = places.values().next().value as Place;
          release(oldest);
          oldest.close();
        }
      }
      if (open >= maxStreams) return undefined;
      const place: Place = { keys: [...new Set(owners.map(ownerKey))], close };
      for (const key of place.keys) {
        let places = byOwner.get(key);
        if (!places) byOwner.set(key, (places = new Set()));
        places.add(place);
      }
      open += 1;
      return () => release(place);
    },
    counts: () => ({ open, max: maxStreams }),
  };
}
