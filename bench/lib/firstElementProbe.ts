/** What the probe leaves on window.__firstElement (ms since navigation start, performance.now()). */
export interface FirstElementStamps {
  /** The tap target was in the DOM and the probe tapped it (null when there is none to tap). */
  tapped: number | null;
  /** The first element matching the selector exists in the DOM (MutationObserver callback). */
  inserted: number | null;
  /** The next frame after insertion: rAF, then the task after it (the frame has been produced). */
  frame: number | null;
}

export interface FirstElementProbeOptions {
  /** What counts as shown (e.g. the board's first ticket). */
  selector: string;
  /** A button to tap the moment it appears, as the person would (the board's "start shift"). */
  tap?: string;
}

/**
 * Init script (runs before the page's own scripts on every navigation): stamps when the first element
 * matching `selector` enters the DOM and the frame after it, and taps `tap` in the same observer callback
 * that sees it inserted, so no round trip to the benchmark is counted. Also marks 'bench:first-element'.
 */
export function firstElementProbe(options: FirstElementProbeOptions): void {
  const stamps: FirstElementStamps = { tapped: null, inserted: null, frame: null };
  (window as unknown as { __firstElement: FirstElementStamps }).__firstElement = stamps;
  const check = () => {
    if (options.tap && stamps.tapped === null) {
      const button = document.querySelector<HTMLElement>(options.tap);
      if (button) {
        stamps.tapped = performance.now();
        performance.mark('bench:tapped');
        button.click();
      }
    }
    if (!document.querySelector(options.selector)) return false;
    stamps.inserted = performance.now();
    performance.mark('bench:first-element');
    requestAnimationFrame(() =>
      setTimeout(() => {
        stamps.frame = performance.now();
        performance.mark('bench:first-element-frame');
      }, 0),
    );
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}
