import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three suites: unit (domain, data layer, components on fake-indexeddb), server (API on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set), e2e (real Chromium against the real server and built app).

/**
 * Files run side by side: one per core, at least two (the tests wait on databases, processes and sockets
 * as much as they compute), at most four (every server file holds PGlite instances of its own).
 */
const WORKERS = Math.max(2, Math.min(4, availableParallelism()));

/**
 * Server files that run after all others, one at a time: they time propagation between processes, cut
 * the database connection for seconds, or fill a disk, and a busy neighbour would change what they see.
 */
const SERVER_ALONE = [
  'test/server/platform/many-processes.test.ts',
  'test/server/platform/live-processes.test.ts',
  'test/server/modules/availability/availability-processes.test.ts',
  'test/server/modules/people/staff-command.test.ts',
  'test/server/platform/database-cut.test.ts',
  'test/server/platform/database-disk-full.test.ts',
  'test/server/modules/fiscal/verifactu-chain.test.ts',
];

const server = {
  environment: 'node' as const,
  // Gives each worker its own PostgreSQL database (TEST_DATABASE_URL + `_w<worker>`).
  setupFiles: ['test/server/setup.ts'],
  // Fresh PGlite databases (here and in the e2e servers) are copies of one migrated folder made here.
  globalSetup: ['test/server/pgliteTemplate.ts'],
  // A test that opens PGlite afresh takes a minute and more when the machine is busy with other work.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
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
          ...server,
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          exclude: SERVER_ALONE,
        },
      },
      {
        test: {
          ...server,
          name: 'server-alone',
          include: SERVER_ALONE,
          fileParallelism: false,
          // After the other projects: nothing else runs beside them.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/server/pgliteTemplate.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
