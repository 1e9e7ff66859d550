import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[] };

/** What src/start.ts evaluates, step by step, for a rendered screen. */
const START_MODULES = ['src/start.ts', 'src/boot.tsx'];
export const CATALOGUE_SCREEN_MODULE = 'src/features/catalogue/CatalogueScreen.tsx';
export const PRODUCT_SCREEN_MODULE = 'src/features/product/ProductScreen.tsx';

/**
 * The chunks the app's start needs (src/start.ts's steps and their static imports), from Vite's build
 * manifest. The document names them in modulepreload links at the end of its body: all are fetched in
 * parallel after the content, instead of one step's chunk after the other's.
 */
export function firstLoadChunks(distDir: string, screenModule: string): string[] {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  [...START_MODULES, screenModule].forEach(visit);
  return [...files].map((chunkFile) => `./${chunkFile}`);
}
