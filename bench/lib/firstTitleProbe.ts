/** What the probe leaves on window.__firstTitle (all in ms since navigation start, performance.now()). */
export interface FirstTitleStamps {
  /** The first `.product-card-title` element exists in the DOM (MutationObserver callback). */
  inserted: number | null;
  /** The next frame after insertion: rAF, then the task after it (the frame has been produced). */
  frame: number | null;
  /** Element Timing renderTime of that title's text: when its first paint was presented. */
  rendered: number | null;
}

/**
 * Init script (runs before the app's scripts on every navigation). Tags the first product title with
 * `elementtiming` in the same microtask checkpoint that sees it inserted, before any paint, so the
 * Element Timing API reports when its text is painted; the rAF stamp is the fallback where that API
 * does not report. Also marks 'bench:first-title' so a trace can be cut at that moment.
 */
export function firstTitleProbe(): void {
  const stamps: FirstTitleStamps = { inserted: null, frame: null, rendered: null };
  (window as unknown as { __firstTitle: FirstTitleStamps }).__firstTitle = stamps;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { identifier?: string; renderTime?: number }>) {
      if (entry.identifier === 'first-product-title' && stamps.rendered === null) stamps.rendered = entry.renderTime || entry.startTime;
    }
  }).observe({ type: 'element', buffered: true });
  const seen = () => {
    const title = document.querySelector('.product-card-title');
    if (!title) return false;
    title.setAttribute('elementtiming', 'first-product-title');
    stamps.inserted = performance.now();
    performance.mark('bench:first-title-inserted');
    requestAnimationFrame(() =>
      setTimeout(() => {
        stamps.frame = performance.now();
        performance.mark('bench:first-title-frame');
      }, 0),
    );
    return true;
  };
  const observer = new MutationObserver(() => {
    if (seen()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}
