import { describe, expect, it } from 'vitest';
import {
  addressKey,
  createStreamPlaces,
  openFilesSoftLimit,
  processStreamCap,
  STREAMS_PER_ADDRESS,
  STREAMS_PER_CUSTOMER,
} from '../../../server/platform/live/streamPlaces';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             unlimited            unlimited            processes
Max open files            20000                20000                files
`;

describe('the process cap on event streams', () => {
  it('half the open-file soft limit, at most the memory bound', () => {
    expect(openFilesSoftLimit(() => LIMITS)).toBe(20_000);
    expect(processStreamCap(20_000)).toBe(10_000);
    expect(processStreamCap(1024)).toBe(512);
    expect(processStreamCap(1_048_576)).toBe(20_000);
    expect(processStreamCap(null)).toBe(20_000);
  });

  it('an unreadable or unlimited limit reads as unknown', () => {
    expect(openFilesSoftLimit(() => LIMITS.replace('20000                20000', 'unlimited            unlimited'))).toBeNull();
    expect(
      openFilesSoftLimit(() => {
        throw new Error('no /proc');
      }),
    ).toBeNull();
  });
});

describe('stream places per client', () => {
  it('the newest beyond an owner’s cap closes its oldest; other owners keep theirs', () => {
    const places = createStreamPlaces(100);
    const closed: number[] = [];
    const owner = { kind: 'address', address: '203.0.113.7' } as const;
    for (let i = 0; i < STREAMS_PER_ADDRESS; i += 1) places.take([owner], () => closed.push(i));
    places.take([{ kind: 'address', address: '203.0.113.8' }], () => closed.push(-1));
    expect(closed).toEqual([]);
    places.take([owner], () => closed.push(99));
    expect(closed).toEqual([0]);
    places.take([owner], () => closed.push(100));
    expect(closed).toEqual([0, 1]);
    expect(places.counts().open).toBe(STREAMS_PER_ADDRESS + 1);
  });

  it('a customer’s streams are capped across addresses, and count at each address too', () => {
    const places = createStreamPlaces(100);
    const closed: string[] = [];
    for (let i = 0; i < STREAMS_PER_CUSTOMER + 1; i += 1) {
      places.take(
        [
          { kind: 'address', address: `198.51.100.${i}` },
          { kind: 'customer', customerId: 7 },
        ],
        () => closed.push(`c${i}`),
      );
    }
    expect(closed).toEqual(['c0']);
    expect(places.counts().open).toBe(STREAMS_PER_CUSTOMER);
  });

  it('a given-back place is free again; a full process refuses', () => {
    const places = createStreamPlaces(2);
    const release = places.take([{ kind: 'address', address: 'a' }], () => {})!;
    places.take([{ kind: 'address', address: 'b' }], () => {});
    expect(places.take([{ kind: 'address', address: 'c' }], () => {})).toBeUndefined();
    release();
    release();
    expect(places.counts().open).toBe(1);
    expect(places.take([{ kind: 'address', address: 'c' }], () => {})).toBeTypeOf('function');
  });

  it('IPv6 addresses count by their /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });
});
