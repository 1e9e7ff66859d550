// The launch flags of the end-to-end tests, shared so the benchmarks' Chromium (chrome-launcher) matches.
export { CHROME_PATH, CHROMIUM_ARGS as CHROMIUM_FLAGS } from '../../test/e2e/harness';
