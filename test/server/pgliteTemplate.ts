import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/platform/db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed PGlite data folder with every migration applied: copied, it opens in a fraction of initdb's time. */
    pgliteTemplateDir: string;
  }
}

/** Global setup of the server suites: makes the migrated PGlite folder each fresh test database starts from. */
export default async function makePgliteTemplate(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-pglite-template-'));
  const opened = await openDatabase({ dataDir: dir });
  await opened.close();
  project.provide('pgliteTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Fills an empty data folder with the migrated template when a vitest suite made one; elsewhere (a script
 * that starts a server through a test harness, a project without the setup) PGlite runs initdb as usual.
 */
export function copyPgliteTemplate(dataDir: string): void {
  if (!process.env.VITEST) return;
  const template = inject('pgliteTemplateDir');
  if (template) cpSync(template, dataDir, { recursive: true });
}
