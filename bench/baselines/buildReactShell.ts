import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { ROWS_CSS } from './catalogueRows';

/** Where the baseline server mounts the React shell. */
export const REACT_SHELL_BASE = '/react/';

/** The plain page inlines the same style: neither baseline waits for a stylesheet request. */
function inlineRowsStyle(): Plugin {
  return { name: 'inline-rows-style', transformIndexHtml: (html) => html.replace('</head>', `<style>${ROWS_CSS}</style></head>`) };
}

/** Production (minified) build of bench/baselines/react-shell into `outDir`. */
export async function buildReactShell(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.resolve('bench/baselines/react-shell'),
    base: REACT_SHELL_BASE,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), inlineRowsStyle()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}
