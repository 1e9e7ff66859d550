// IndexedDB for Dexie in jsdom/node: must load before anything imports Dexie.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s rather than 1 s: on a loaded 2-core machine (CI runs the suites side by
// side) a screen's next render can take longer than a second; a test that waits for something never shown
// still fails, only later.
configure({ asyncUtilTimeout: 5000 });

/** Lets timers and React's scheduler run what they hold before the next test or the environment's teardown. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Testing Library unmounts by itself only when the test API is global; here every test unmounts what it
// rendered, and React's pending work finishes while `window` still exists.
afterEach(async () => {
  cleanup();
  await settle();
});
afterAll(async () => {
  cleanup();
  await settle();
  await settle();
});
