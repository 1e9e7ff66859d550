import { SyncEngine, type SyncClock, type Watched } from '../../data/sync/engine';
import { isBoardStale } from '../../domain/schedule/boardFreshness';
import type { StaffApi } from '../../api/staffClient';
import { boardMetaKey, type StaffDb } from './db';
import { openLiveFeed, type LiveFeed, type LiveState } from './live';
import { storeBoard } from './tickets';

/** The board of one shop, named like the meta row that keeps its shop, resume point and clock offset. */
export type BoardResource = { key: string; shop: string };

export const boardOf = (shop: string): BoardResource => ({ key: boardMetaKey(shop), shop });

export type BoardOutcome = 'updated' | 'fresh' | 'failed' | 'offline' | 'unauthorized' | 'signed-out' | 'dropped';

export type StaffBoardSyncDeps = SyncClock & {
  db: StaffDb;
  /** The staff calls. Their token is the scope: no board is read without one, and an answer for another is dropped. */
  api: StaffApi;
  /** After each board read and each time a feed opens: the server answers again (queued taps can go). */
  onServerReached?: () => void;
  /** The server refused the staff token (or there is none): that board's feed stops, and says so once. */
  onUnauthorized?: () => void;
};

type FollowedBoard = Watched<BoardResource> & { feed?: LiveFeed; read?: boolean };

/**
 * The staff board's data on the app's sync engine. A board a screen shows is followed: read when opened,
 * then kept by its live feed (which applies each change it carries), and read every few seconds while the
 * feed is down loudly; the board's status is its feed's state. Taps travel through the staff outbox.
 */
export class StaffBoardSync extends SyncEngine<BoardResource, BoardOutcome, LiveState, StaffBoardSyncDeps, FollowedBoard> {
  override watch(resource: BoardResource): () => void {
    const unwatch = super.watch(resource);
    const followed = this.watched.get(resource.key)!;
    followed.feed ??= openLiveFeed({
      db: this.deps.db,
      api: this.deps.api,
      shop: resource.shop,
      now: () => this.now(),
      read: () => this.read(followed),
      onState: (state) => this.status.set(resource.key, state),
      onOpen: () => this.deps.onServerReached?.(),
      onRefused: () => this.deps.onUnauthorized?.(),
    });
    return this.unwatchFollowed(followed, unwatch, () => followed.feed?.stop());
  }

  private async read(followed: FollowedBoard): Promise<void> {
    const outcome = await this.refresh(followed.resource);
    if (outcome === 'updated') this.deps.onServerReached?.();
    else if (outcome === 'unauthorized' || outcome === 'signed-out') followed.feed?.refused();
  }

  protected async run(resource: BoardResource, force?: boolean): Promise<BoardOutcome> {
    const { db, api } = this.deps;
    const scope = api.token();
    if (!scope) return 'signed-out';
    const followed = this.watched.get(resource.key);
    if (!force && !isBoardStale({ read: followed?.read ?? false, feed: this.status.get(resource.key) })) return 'fresh';
    if (!this.isOnline()) return 'offline';
    const answer = await api.call('staffBoard', { query: { shop: resource.shop } });
    // Signed out (or in as someone else) while the answer travelled: it belongs to nobody's board now.
    if (api.token() !== scope) return 'dropped';
    if (!answer.ok) return answer.httpStatus === 401 ? 'unauthorized' : 'failed';
    await storeBoard(db, answer.data, this.now());
    if (followed) followed.read = true;
    followed?.feed?.hold(answer.data.lastEventId);
    return 'updated';
  }
}
