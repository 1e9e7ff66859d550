/** How a board's live feed stands: open, or down (said loudly once it has been down a while). */
export type FeedState = { live: true } | { live: false; loud: boolean };

/**
 * The staff board's freshness rule. Its live feed keeps the copy of a shop's board: once read since the
 * screen opened it, the copy is fresh while the feed is open or reconnecting (a reconnection resumes with
 * Last-Event-ID, so no change is lost). It is stale when not read yet, and while the feed has been down
 * long enough to say so (then the fallback reads it at its own pace). `idle`: no feed follows it.
 */
export function isBoardStale(board: { read: boolean; feed: FeedState | 'idle' }): boolean {
  if (!board.read) return true;
  return board.feed !== 'idle' && !board.feed.live && board.feed.loud;
}
