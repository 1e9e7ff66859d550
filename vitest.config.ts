import { defineConfig } from 'vitest/config';

// Three suites: unit (domain, data layer, components on fake-indexeddb), server (API on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set), e2e (real Chromium against the real server and built app).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are heavy; two cores: one file at a time keeps the suite predictable.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
