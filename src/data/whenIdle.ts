/**
 * Resolves when the browser has an idle moment (at the latest after `timeoutMs`): for start-up work that
 * must not compete with the first paint, the hydration or the first input.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}
