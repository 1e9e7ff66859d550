import { useEffect, useState } from 'react';
import { clearStaffSession } from './data/session';
import { startLiveBoard, type LiveState } from './data/live';
import { staffApi, staffDb, staffOutbox } from './runtime';

const DRAIN_EVERY_MS = 5_000;

function onBackOnline(drain: () => void): () => void {
  window.addEventListener('online', drain);
  return () => window.removeEventListener('online', drain);
}

export type BoardConnection = { live: true } | { live: false; downSince: number; loud: boolean };

/** Follows the shops' tickets live and sends queued taps whenever the server answers again. */
export function useBoardSync(shops: readonly string[]): BoardConnection {
  const [states, setStates] = useState<Record<string, LiveState>>({});
  const key = shops.join(',');

  useEffect(() => {
    const drain = () => void staffOutbox.drain();
    const stops = key
      .split(',')
      .filter(Boolean)
      .map((shop) =>
        startLiveBoard({
          db: staffDb,
          api: staffApi,
          shop,
          onState: (state) => setStates((current) => ({ ...current, [shop]: state })),
          onServerReached: drain,
          onUnauthorized: clearStaffSession,
        }),
      );
    const stopDraining = staffOutbox.keepDraining(DRAIN_EVERY_MS, onBackOnline);
    return () => {
      for (const stop of stops) stop();
      stopDraining();
    };
  }, [key]);

  const down = Object.values(states).filter((state): state is Extract<LiveState, { live: false }> => !state.live);
  if (down.length === 0) return { live: true };
  return { live: false, downSince: Math.min(...down.map((state) => state.downSince)), loud: down.some((state) => state.loud) };
}
