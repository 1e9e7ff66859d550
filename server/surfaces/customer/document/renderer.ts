import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../../../src/api/contract';
import type { BootData } from '../../../../src/data/bootDataShape';

/** What the SSR build (vite build --ssr src/customer/ssr/renderApp.tsx) exports. */
export interface AppRenderer {
  renderApp(boot: BootData): Promise<string>;
  firstScreenTranslations(language: Language, routePath?: string): BootData['translations'];
  prepareRenderer(): Promise<void>;
}

/** The SSR build lives beside the client build: dist → dist-ssr. */
export function ssrDirFor(distDir: string): string {
  return path.join(path.dirname(distDir), `${path.basename(distDir)}-ssr`);
}

/** Loads the renderer once; undefined when the SSR build is missing (the document is then the static shell). */
export function loadRenderer(distDir: string): () => Promise<AppRenderer | undefined> {
  let loading: Promise<AppRenderer | undefined> | undefined;
  return () => {
    loading ??= (async () => {
      const entry = path.join(ssrDirFor(distDir), 'renderApp.js');
      if (!existsSync(entry)) return undefined;
      const renderer = (await import(pathToFileURL(entry).href)) as AppRenderer;
      await renderer.prepareRenderer();
      return renderer;
    })();
    return loading;
  };
}
