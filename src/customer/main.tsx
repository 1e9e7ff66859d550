import './app/app.css';
// Shared by most screens and the first one (the catalogue): in the entry stylesheet, not fetched later.
import '../ui/ui.css';
import './features/catalogue/catalogue.css';
import { BOOT_DATA_ID, FIRST_LOAD_CHUNKS_ID, OTHER_ROUTE_CLASS } from '../data/document/documentIds';

/**
 * The entry is only this: the browser first paints what the document holds (the server-rendered
 * catalogue, or the shell's skeleton), then the app's code is fetched and started (src/customer/start.ts). With
 * the scripts in the entry's graph, their evaluation ran before the first paint.
 */
const rendered = document.getElementById(BOOT_DATA_ID) !== null && !document.documentElement.classList.contains(OTHER_ROUTE_CLASS);
/** The content's images can be slow on a bad network: never hold the app back longer than this. */
const CONTENT_WAIT_MS = 2500;
/** A page that produces no frames (opened in the background, a busy compositor) still starts after this. */
const FIRST_FRAME_WAIT_MS = 250;

/** The counter's board once lived at `/#/staff…`: such links go to its own page, before anything else loads. */
const counterAddress = /^#\/staff([/?].*)?$/.exec(window.location.hash);
if (counterAddress) window.location.replace(`/counter/#/${(counterAddress[1] ?? '').replace(/^\//, '')}`);

function start(): void {
  // The rendered document lists the chunks the start evaluates step by step: all are fetched in parallel.
  const chunks = document.getElementById(FIRST_LOAD_CHUNKS_ID);
  if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content);
  void import('./start');
}

const painted = () =>
  new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => resolve());
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Runs `then` once the rendered document is on screen: painted, with its images in (the load event),
 * so a phone's narrow network carries the content before the app's scripts. Links work before that:
 * they are plain hash links. Another screen than the rendered one starts at the first frame.
 */
function afterContent(then: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(then, 0);
  };
  if (!rendered) {
    requestAnimationFrame(once);
    setTimeout(once, FIRST_FRAME_WAIT_MS);
    return;
  }
  void Promise.all([painted(), loaded()]).then(once);
  setTimeout(once, CONTENT_WAIT_MS);
}

if (!counterAddress) afterContent(start);
