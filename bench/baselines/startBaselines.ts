import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HomeData, Product } from '../../src/api/contract';
import { serveBaselines } from '../lib/baselineServer';
import { buildReactShell, REACT_SHELL_BASE } from './buildReactShell';
import { plainHtmlPage } from './plainHtml';
import { plainProductPage } from './plainProductHtml';

export interface Baselines {
  plainUrl: string;
  /** The plain-HTML page of `product` (the limit of its shared link). */
  plainProductUrl: string;
  reactShellUrl: string;
  close(): Promise<void>;
}

/** Generates the plain pages, builds the React shell (temp dir) and serves them in front of the bench server. */
export async function startBaselines(benchServerUrl: string, home: HomeData, product: Product): Promise<Baselines> {
  const root = mkdtempSync(path.join(tmpdir(), 'ritmo-bench-baselines-'));
  mkdirSync(path.join(root, 'plain'));
  writeFileSync(path.join(root, 'plain', 'index.html'), plainHtmlPage(home));
  mkdirSync(path.join(root, 'plain-product'));
  writeFileSync(path.join(root, 'plain-product', 'index.html'), plainProductPage(product));
  await buildReactShell(path.join(root, REACT_SHELL_BASE));
  const server = await serveBaselines(root, benchServerUrl);
  return {
    plainUrl: `${server.url}/plain/`,
    plainProductUrl: `${server.url}/plain-product/`,
    reactShellUrl: `${server.url}${REACT_SHELL_BASE}`,
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
