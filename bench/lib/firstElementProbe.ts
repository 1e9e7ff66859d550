/** What the probe leaves on window.__firstElement (ms since navigation start, performance.now()). */
export interface FirstElementStamps {
  /** The first element matching `also` exists in the DOM (null when none is watched or it never showed). */
  also: number | null;
  /** The first element matching `selector` exists in the DOM (MutationObserver callback). */
  inserted: number | null;
  /** The next frame after insertion: rAF, then the task after it (the frame has been produced). */
  frame: number | null;
}

export interface FirstElementProbeOptions {
  /** What counts as shown (e.g. the board's first ticket). */
  selector: string;
  /** Something else whose arrival is stamped on the way (e.g. the board's "start shift" button). */
  also?: string;
}

/**
 * Init script (runs before the page's own scripts on every navigation): stamps when the first element
 * matching `selector` enters the DOM and the frame after it. Also marks 'bench:first-element' so a trace
 * can be cut at that moment.
 */
export function firstElementProbe(options: FirstElementProbeOptions): void {
  const stamps: FirstElementStamps = { also: null, inserted: null, frame: null };
  (window as unknown as { __firstElement: FirstElementStamps }).__firstElement = stamps;
  const check = () => {
    if (options.also && stamps.also === null && document.querySelector(options.also)) stamps.also = performance.now();
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
