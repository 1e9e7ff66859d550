import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * For the diagnosis scripts: an unminified build (function names readable in profiles) with its
 * `<dir>-ssr` beside it, or the given `distDir` (which needs its `-ssr` too). It lives inside the
 * project (.tmp/, ignored) because the server renders the first screen from `<dist>-ssr`, whose imports
 * of packages resolve from node_modules. The build rewrites build-report/: `npm run build` again before
 * `npm run budget`.
 */
export function unminifiedBuild(givenDist: string | undefined): { distDir: string; remove(): void } {
  if (givenDist) return { distDir: givenDist, remove: () => {} };
  mkdirSync(path.resolve('.tmp'), { recursive: true });
  const distDir = mkdtempSync(path.resolve('.tmp/diag-dist-'));
  for (const args of [
    ['--outDir', distDir],
    ['--ssr', 'src/customer/ssr/renderApp.tsx', '--outDir', `${distDir}-ssr`],
  ]) {
    const build = spawnSync('npx', ['vite', 'build', '--minify', 'false', ...args, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('unminified build failed');
  }
  return { distDir, remove: () => [distDir, `${distDir}-ssr`].forEach((dir) => rmSync(dir, { recursive: true, force: true })) };
}
