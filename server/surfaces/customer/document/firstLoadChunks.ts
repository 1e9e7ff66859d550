import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/** What src/customer/start.ts evaluates, step by step, for a rendered screen. */
const START_MODULES = ['src/customer/start.ts', 'src/customer/boot.tsx'];
export const CATALOGUE_SCREEN_MODULE = 'src/customer/features/catalogue/CatalogueScreen.tsx';
export const PRODUCT_SCREEN_MODULE = 'src/customer/features/product/ProductScreen.tsx';

/**
 * The chunks the app's start needs (src/customer/start.ts's steps and their static imports), from Vite's build
 * manifest. The document names them in modulepreload links at the end of its body: all are fetched in
 * parallel after the content, instead of one step's chunk after the other's.
 */
export function firstLoadChunks(distDir: string, screenModule: string): string[] {
  return [...chunksOf(distDir, [...START_MODULES, screenModule])].map((chunk) => `./${chunk.file}`);
}

/**
 * The stylesheets of a screen outside the entry's (its own and its shared parts'), as built files: a
 * page rendered with that screen needs them at its first paint, before the screen's code has loaded.
 */
export function screenStylesheets(distDir: string, screenModule: string): string[] {
  return [...new Set([...chunksOf(distDir, [screenModule])].flatMap((chunk) => chunk.css ?? []))];
}

/** The manifest's chunks of these modules and of everything they import statically. */
function chunksOf(distDir: string, modules: readonly string[]): Set<ManifestChunk> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const chunks = new Set<ManifestChunk>();
  if (!existsSync(file)) return chunks;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return chunks;
}
