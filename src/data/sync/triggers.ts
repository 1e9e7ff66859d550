import type { SyncEngine } from './engine';

/** Refreshes what the screens show when the window regains focus or the network comes back. */
export function startSyncTriggers(engine: SyncEngine): () => void {
  const refresh = () => void engine.refreshWatched();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  window.addEventListener('focus', refresh);
  window.addEventListener('online', refresh);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('focus', refresh);
    window.removeEventListener('online', refresh);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
