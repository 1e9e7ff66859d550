import path from 'node:path';
import type { Plugin } from 'vite';
import { surfaceFiles } from './surfaces';

/**
 * The service workers' scope rules:
 * - the customer's worker (sw/sw.ts at `/sw.js`, scope `/`) precaches only the customer's files: the counter's
 *   and the back office's pages and their own chunks stay out (vite.config.ts), and it answers no navigation
 *   under /counter/ or /manage/ with the customer's document (sw/documents.ts);
 * - the counter's worker (sw/counter.ts at `/counter/sw.js`, scope `/counter/`) precaches the counter's page and
 *   every chunk it can load, so the board opens offline (its taps wait in its outbox, its tickets in Dexie);
 * - the back office is online-first: no worker of its own.
 *
 * Built after the main build has written dist/: bundled by Vite, then given its precache list by workbox-build.
 */
export function counterWorker(options: { define: Record<string, string> }): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'counter-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const precached = surfaceFiles().counter;
      if (precached.length === 0) return; // a worker's own build
      const { build } = await import('vite');
      const { injectManifest } = await import('workbox-build');
      const counterDir = path.join(outDir, 'counter');
      await build({
        root,
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        define: { ...options.define, 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: counterDir,
          emptyOutDir: false,
          target: 'es2022',
          minify: true,
          lib: { entry: path.resolve(root, 'sw/counter.ts'), name: 'counterWorker', formats: ['iife'], fileName: () => 'sw.js' },
        },
      });
      const worker = path.join(counterDir, 'sw.js');
      await injectManifest({
        swSrc: worker,
        swDest: worker,
        globDirectory: outDir,
        globPatterns: precached,
        // Hashed names are their own version; the page gets a content hash.
        dontCacheBustURLsMatching: /^assets\//,
        // The list is relative to dist/; the worker sits in dist/counter/.
        manifestTransforms: [(entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: `../${entry.url}` })), warnings: [] })],
      });
    },
  };
}
