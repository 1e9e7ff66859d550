import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BootData } from '../../../../src/data/bootDataShape';
import { BOOT_DATA_ID } from '../../../../src/data/bootDataShape';
import { FIRST_LOAD_CHUNKS_ID } from '../../../../src/data/document/documentIds';
import { ROUTE_GUARD_SCRIPT, ROUTE_GUARD_STYLE } from '../../../../src/customer/ssr/routeGuardScript';
import { withPhotoSrcset } from './photoSrcset';

const SHELL_START = '<!--shell-->';
const SHELL_END = '<!--/shell-->';

/** JSON inside a script element: nothing in it may close the element or break a JavaScript line. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page's own head (a shared product): its title, description and the tags link previews read. */
export interface PageHead {
  title: string;
  description: string;
  /** Tags added to the head (server/surfaces/customer/document/shareTags.ts), already escaped. */
  tags: string;
  /** The page's screen's own stylesheets (built files, `assets/…`), inlined like the entry's. */
  stylesheets?: readonly string[];
}

export interface DocumentParts {
  appHtml: string;
  boot: BootData;
  /** Chunks the app's start evaluates step by step (src/customer/start.ts), fetched together after the content. */
  modulePreloads: readonly string[];
  /** A page at its own path (boot.routePath): its head, and the build's files named from the site's root. */
  page?: PageHead;
}

export interface DocumentTemplate {
  assemble(parts: DocumentParts): string;
}

/**
 * The built index.html with the rendered app in #root. Its static shell moves beside #root as the skeleton
 * shown when the hash names another screen (src/data/document/routeGuard.ts), and the boot data follows as JSON.
 */
export function loadDocumentTemplate(distDir: string): DocumentTemplate {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const start = html.indexOf(SHELL_START);
  const end = html.indexOf(SHELL_END);
  if (start < 0 || end < start) throw new Error(`${distDir}/index.html has no ${SHELL_START}…${SHELL_END} in #root`);
  // The skeleton beside the app is decoration: no landmarks (the app's header, main and nav are the ones).
  const shell = html.slice(start + SHELL_START.length, end).replace(/<(\/?)(header|main|nav)\b/g, '<$1div');
  const before = html.slice(0, start);
  const after = html.slice(end + SHELL_END.length);
  const [beforeHead = '', afterHead = ''] = inlineStylesheets(before, distDir).split('</head>');
  if (!/<html lang="es"/.test(beforeHead)) throw new Error(`${distDir}/index.html: <html lang="es" not found`);

  return {
    assemble({ appHtml, boot, modulePreloads, page }) {
      const renderedPath = boot.routePath === undefined ? '' : ` data-rendered-path="${escapeAttribute(boot.routePath)}"`;
      let head = beforeHead.replace(
        '<html lang="es"',
        `<html lang="${boot.language}" data-rendered-location="${escapeAttribute(boot.locationCode.toUpperCase())}"${renderedPath}`,
      );
      if (page) head = withPageHead(head, page, distDir);
      const guard = `<style>${ROUTE_GUARD_STYLE}</style><script>${ROUTE_GUARD_SCRIPT}</script>`;
      const skeleton = `<div class="route-skeleton" aria-hidden="true">${shell}</div>`;
      const bootScript = `<script id="${BOOT_DATA_ID}" type="application/json">${scriptSafeJson(boot)}</script>`;
      // Inert in a template: the entry moves them into the head after the first paint (src/customer/main.tsx), so
      // the scripts' fetch never competes with the content's.
      const links = modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`).join('');
      const preloads = `<template id="${FIRST_LOAD_CHUNKS_ID}">${links}</template>`;
      // #root's closing tag follows the shell's end marker in `after`.
      const [rootEnd = '', rest = ''] = splitOnce(after, '</div>');
      const html = `${head}${guard}</head>${afterHead}${withPhotoSrcset(appHtml)}${rootEnd}</div>${skeleton}${bootScript}${preloads}${rest}`;
      return page ? fromSiteRoot(html) : html;
    },
  };
}

/**
 * The entry stylesheet inside the document: the first paint needs no second request (on a phone's
 * network a round trip costs more than the bytes). The static index.html keeps the link (service
 * worker fallback). The CSS holds no relative url() (only data: ones), so it means the same inline.
 */
function inlineStylesheets(head: string, distDir: string): string {
  return head.replace(/<link rel="stylesheet"[^>]*href="\.\/(assets\/[^"]+\.css)"[^>]*>/g, (_link, file: string) => {
    return inlineStyle(readFileSync(path.join(distDir, file), 'utf8'), file);
  });
}

function withPageHead(head: string, page: PageHead, distDir: string): string {
  const styles = (page.stylesheets ?? []).map((file) => inlineStyle(readFileSync(path.join(distDir, file), 'utf8'), file)).join('');
  return head
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeAttribute(page.description)}"`)
    .concat(styles, page.tags);
}

function inlineStyle(css: string, file: string): string {
  if (/url\((?!["']?data:)/.test(css)) throw new Error(`${file} has relative url()s: it cannot be inlined as it is`);
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The build names its files relative to the document (`./assets/…`, vite's `base: './'`): a page at a
 * deeper path (`/va01/p/…`) names them from the site's root, where they are.
 */
function fromSiteRoot(html: string): string {
  return html.replace(/(\s(?:href|src))="\.\//g, '$1="/');
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
