import { REPURCHASE_HEIGHT_KEY, REPURCHASE_HEIGHT_VAR } from './document/routeGuard';

/** The block's height as shown: the head reserves it on the next start, this page keeps it reserved now. */
export function rememberRepurchaseHeight(px: number): void {
  const height = String(Math.round(px));
  document.documentElement.style.setProperty(REPURCHASE_HEIGHT_VAR, `${height}px`);
  try {
    localStorage.setItem(REPURCHASE_HEIGHT_KEY, height);
  } catch {
    // Storage blocked: the space is reserved while this page lives only.
  }
}

/** No block to make room for (nothing bought here, or signed out). */
export function forgetRepurchaseHeight(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.style.removeProperty(REPURCHASE_HEIGHT_VAR);
  try {
    localStorage.removeItem(REPURCHASE_HEIGHT_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
