import { describe, expect, it } from 'vitest';
import { isBoardStale } from '../../../../src/domain/schedule/boardFreshness';

describe('isBoardStale (the staff board: kept by its live feed, read by the fallback while the feed is down)', () => {
  it('is stale until the board is read since the screen opened it, whatever the feed says', () => {
    expect(isBoardStale({ read: false, feed: 'idle' })).toBe(true);
    expect(isBoardStale({ read: false, feed: { live: true } })).toBe(true);
  });
  it('is fresh once read while the feed is open, reconnecting, or not following', () => {
    expect(isBoardStale({ read: true, feed: { live: true } })).toBe(false);
    expect(isBoardStale({ read: true, feed: { live: false, loud: false } })).toBe(false);
    expect(isBoardStale({ read: true, feed: 'idle' })).toBe(false);
  });
  it('is stale while the feed has been down long enough to say so', () => {
    expect(isBoardStale({ read: true, feed: { live: false, loud: true } })).toBe(true);
  });
});
