import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface BuildCopy {
  /** The client build, to pass to startTestServer as distDir. */
  distDir: string;
  /** Appends `code` to a built file, as a new release would change it (its .br/.gz too: the server prefers them). */
  deployChange(file: string, code: string): void;
  remove(): void;
}

/** A copy of dist/ and dist-ssr/ (the server finds the SSR build beside the client one) that a test may change. */
export function copyBuild(): BuildCopy {
  const root = mkdtempSync(path.join(tmpdir(), 'ritmo-build-'));
  const distDir = path.join(root, 'dist');
  cpSync(path.resolve('dist'), distDir, { recursive: true });
  if (existsSync(path.resolve('dist-ssr'))) cpSync(path.resolve('dist-ssr'), path.join(root, 'dist-ssr'), { recursive: true });
  return {
    distDir,
    deployChange(file, code) {
      const target = path.join(distDir, file);
      const content = Buffer.concat([readFileSync(target), Buffer.from(`\n${code}\n`)]);
      writeFileSync(target, content);
      if (existsSync(`${target}.br`)) writeFileSync(`${target}.br`, brotliCompressSync(content));
      if (existsSync(`${target}.gz`)) writeFileSync(`${target}.gz`, gzipSync(content));
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
