/** What the app refreshes when the window regains focus, becomes visible again or the network comes back. */
export type SyncTrigger = () => void;

const handlers = new Set<SyncTrigger>();
let installed = false;

function fire(): void {
  for (const handler of handlers) handler();
}

function onVisibility(): void {
  if (document.visibilityState === 'visible') fire();
}

/**
 * The app's one set of focus / online / visibility listeners: every engine (reference data, the customer's
 * data) adds its handler here instead of listening itself. Returns the remove function.
 */
export function onSyncTrigger(handler: SyncTrigger): () => void {
  handlers.add(handler);
  if (!installed) {
    installed = true;
    window.addEventListener('focus', fire);
    window.addEventListener('online', fire);
    document.addEventListener('visibilitychange', onVisibility);
  }
  return () => {
    handlers.delete(handler);
  };
}

/** Refreshes what the screens show (reference data) on the triggers above. */
export function startSyncTriggers(engine: { refreshWatched: () => Promise<void> }): () => void {
  return onSyncTrigger(() => void engine.refreshWatched());
}
