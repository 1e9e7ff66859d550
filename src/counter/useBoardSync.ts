import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { boardOf, type BoardResource } from './data/boardSync';
import type { LiveState } from './data/live';
import { staffBoardSync, staffOutbox } from './runtime';

const DRAIN_EVERY_MS = 5_000;

function onBackOnline(drain: () => void): () => void {
  window.addEventListener('online', drain);
  return () => window.removeEventListener('online', drain);
}

export type BoardConnection = LiveState;

type FeedStates = readonly (LiveState | 'idle')[];

const sameStates = (a: FeedStates, b: FeedStates) => a.length === b.length && a.every((state, index) => state === b[index]);

/** The followed boards' feeds as one: live while all are (or none follows yet), else down since the first drop, loud when any is. */
function connectionOf(states: FeedStates): BoardConnection {
  const down = states.filter((state): state is Extract<LiveState, { live: false }> => state !== 'idle' && !state.live);
  if (down.length === 0) return { live: true };
  return { live: false, downSince: Math.min(...down.map((state) => state.downSince)), loud: down.some((state) => state.loud) };
}

/** Reads the boards' connection: the same object while no feed's state changed, as useSyncExternalStore needs. */
function connectionReader(boards: readonly BoardResource[]): () => BoardConnection {
  let last: { states: FeedStates; connection: BoardConnection } | undefined;
  return () => {
    const states = boards.map((board) => staffBoardSync.status.get(board.key));
    if (!last || !sameStates(last.states, states)) last = { states, connection: connectionOf(states) };
    return last.connection;
  };
}

/** Follows the shops' boards on the sync engine (read, then live) and sends queued taps whenever the server answers again. */
export function useBoardSync(shops: readonly string[]): BoardConnection {
  const key = shops.join(',');
  const boards = useMemo(() => key.split(',').filter(Boolean).map(boardOf), [key]);

  useEffect(() => {
    const unwatch = boards.map((board) => staffBoardSync.watch(board));
    const stopDraining = staffOutbox.keepDraining(DRAIN_EVERY_MS, onBackOnline);
    return () => {
      for (const stop of unwatch) stop();
      stopDraining();
    };
  }, [boards]);

  const read = useMemo(() => connectionReader(boards), [boards]);
  return useSyncExternalStore(staffBoardSync.status.subscribe, read, read);
}
