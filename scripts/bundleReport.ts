import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const BUNDLE_REPORT = path.resolve('build-report/chunks.json');

/** The npm package (or `src` folder path) a module id belongs to, for budget checks. */
function moduleOwner(id: string): string {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (match) return match[1]!.replace(/\\/g, '/');
  return path.relative(process.cwd(), id.replace(/\?.*$/, '')).replace(/\\/g, '/');
}

/**
 * Writes which modules went into each emitted chunk (main build and worker builds merge into one file),
 * so `npm run budget` can tell that jsPDF, qrcode and the other language stay out of the first load.
 * The report lives outside dist/ so it is never served or precached.
 */
export function bundleReport(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = existsSync(BUNDLE_REPORT) ? (JSON.parse(readFileSync(BUNDLE_REPORT, 'utf8')) as Record<string, string[]>) : {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[path.basename(output.fileName)] = [...new Set(Object.keys(output.modules).map(moduleOwner))].sort();
      }
      mkdirSync(path.dirname(BUNDLE_REPORT), { recursive: true });
      writeFileSync(BUNDLE_REPORT, JSON.stringify(chunks, null, 1));
    },
  };
}

/** Starts a fresh report at the beginning of a build (worker builds run inside the main one). */
export function resetBundleReport(): Plugin {
  return {
    name: 'bundle-report-reset',
    apply: 'build',
    buildStart() {
      mkdirSync(path.dirname(BUNDLE_REPORT), { recursive: true });
      writeFileSync(BUNDLE_REPORT, '{}');
    },
  };
}
