import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The app's audiences, each a page of its own: the customer's PWA at `/`, the counter's board, the back office. */
export const SURFACES = {
  customer: 'index.html',
  counter: 'counter/index.html',
  manage: 'manage/index.html',
} as const;
export type Surface = keyof typeof SURFACES;

/** The build's inputs, keyed by the entry chunk's name (the customer's keeps its `index` name). */
export const surfaceInputs = (root: string) => ({
  counter: path.resolve(root, SURFACES.counter),
  manage: path.resolve(root, SURFACES.manage),
  index: path.resolve(root, SURFACES.customer),
});

const ENTRY_SURFACE: Record<string, Surface> = { index: 'customer', counter: 'counter', manage: 'manage' };

/** Which built files each surface can load (its page, entry, static and lazy chunks, their CSS), relative to dist. */
export const SURFACE_REPORT = path.resolve('build-report/surfaces.json');
export type SurfaceFiles = Record<Surface, string[]> & { notCustomers: string[] };

const files: SurfaceFiles = { customer: [], counter: [], manage: [], notCustomers: [] };

/** The files of the surfaces of the last build (filled while it writes its bundle). */
export const surfaceFiles = (): SurfaceFiles => files;

function reachable(bundle: OutputBundle, entry: OutputChunk): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    const output = bundle[fileName];
    if (output?.type !== 'chunk') return;
    const meta = (output as OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } }).viteMetadata;
    for (const css of meta?.importedCss ?? []) found.add(css);
    for (const next of [...output.imports, ...output.dynamicImports]) visit(next);
  };
  visit(entry.fileName);
  return found;
}

/**
 * Sorts the build's files by surface: what the customer's service worker must not precache (the other
 * surfaces' pages and their own chunks) and what the counter's worker precaches.
 */
export function surfaceChunks(): Plugin {
  return {
    name: 'surface-chunks',
    apply: 'build',
    // After the pages are written into the bundle (and given their links by the other plugins).
    enforce: 'post',
    generateBundle(_options, bundle) {
      const bySurface = new Map<Surface, Set<string>>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        const surface = ENTRY_SURFACE[output.name];
        if (surface) bySurface.set(surface, reachable(bundle as OutputBundle, output as OutputChunk));
      }
      if (bySurface.size === 0) return; // a worker's own build
      // The web app manifest (the installable app) is the customer's: the other pages do not offer it.
      for (const page of [SURFACES.counter, SURFACES.manage]) {
        const html = bundle[page];
        if (html?.type === 'asset' && typeof html.source === 'string') html.source = html.source.replace(/\s*<link rel="manifest"[^>]*>/, '');
      }
      for (const surface of Object.keys(SURFACES) as Surface[]) files[surface] = [SURFACES[surface], ...(bySurface.get(surface) ?? [])].sort();
      const customers = new Set(files.customer);
      files.notCustomers = [...new Set([...files.counter, ...files.manage])].filter((file) => !customers.has(file)).sort();
      mkdirSync(path.dirname(SURFACE_REPORT), { recursive: true });
      writeFileSync(SURFACE_REPORT, JSON.stringify(files, null, 1));
    },
  };
}
