export { CHROME_PATH } from '../../test/e2e/harness';

/**
 * The launch flags of test/e2e/harness.ts (not exported there), for chrome-launcher. Keep in step.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
