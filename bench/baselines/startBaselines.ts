import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HomeData } from '../../src/api/contract';
import { serveBaselines } from '../lib/baselineServer';
import { buildReactShell, REACT_SHELL_BASE } from './buildReactShell';
import { plainHtmlPage } from './plainHtml';

export interface Baselines {
  plainUrl: string;
  reactShellUrl: string;
  close(): Promise<void>;
}

/** Generates the plain page, builds the React shell (temp dir) and serves both in front of the bench server. */
export async function startBaselines(benchServerUrl: string, home: HomeData): Promise<Baselines> {
  const root = mkdtempSync(path.join(tmpdir(), 'ritmo-bench-baselines-'));
  mkdirSync(path.join(root, 'plain'));
  writeFileSync(path.join(root, 'plain', 'index.html'), plainHtmlPage(home));
  await buildReactShell(path.join(root, REACT_SHELL_BASE));
  const server = await serveBaselines(root, benchServerUrl);
  return {
    plainUrl: `${server.url}/plain/`,
    reactShellUrl: `${server.url}${REACT_SHELL_BASE}`,
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
