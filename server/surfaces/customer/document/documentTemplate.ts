import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BootData } from '../../../../src/data/bootDataShape';
import { BOOT_DATA_ID } from '../../../../src/data/bootDataShape';
import { FIRST_LOAD_CHUNKS_ID, WHOLE_SHEET_ATTRIBUTE } from '../../../../src/data/document/documentIds';
import { ROUTE_GUARD_SCRIPT, ROUTE_GUARD_STYLE } from '../../../../src/customer/ssr/routeGuardScript';
import type { CriticalCss } from './criticalCss';
import { withPhotoSrcset } from './photoSrcset';
import { DOCUMENT_LANGUAGE_TAGS } from '../../../../src/domain/text/language';

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
  /** The page's screen's own stylesheets (built files, `assets/…`), treated like the entry's. */
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
  assemble(parts: DocumentParts): Promise<string>;
}

/**
 * The built index.html with the rendered app in #root. Its static shell moves beside #root as the skeleton
 * shown when the hash names another screen (src/data/document/routeGuard.ts), and the boot data follows as JSON.
 *
 * The stylesheets: the rules the rendered markup uses are inline in the head (the first paint needs no
 * second request, and parses and styles only what it shows); the whole sheets are linked at the end of the
 * body, where they block no paint, for the screens the app shows next. The static index.html keeps its
 * head link (the service worker's fallback).
 */
export function loadDocumentTemplate(distDir: string, criticalCss: CriticalCss): DocumentTemplate {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const start = html.indexOf(SHELL_START);
  const end = html.indexOf(SHELL_END);
  if (start < 0 || end < start) throw new Error(`${distDir}/index.html has no ${SHELL_START}…${SHELL_END} in #root`);
  // The skeleton beside the app is decoration: no landmarks (the app's header, main and nav are the ones).
  const shell = html.slice(start + SHELL_START.length, end).replace(/<(\/?)(header|main|nav)\b/g, '<$1div');
  const before = html.slice(0, start);
  const after = html.slice(end + SHELL_END.length);
  const { head: headWithoutSheets, stylesheets } = withoutStylesheets(before);
  const [beforeHead = '', afterHead = ''] = headWithoutSheets.split('</head>');
  if (!/<html lang="es"/.test(beforeHead)) throw new Error(`${distDir}/index.html: <html lang="es" not found`);

  return {
    async assemble({ appHtml, boot, modulePreloads, page }) {
      const renderedPath = boot.routePath === undefined ? '' : ` data-rendered-path="${escapeAttribute(boot.routePath)}"`;
      let head = beforeHead.replace(
        '<html lang="es"',
        `<html lang="${DOCUMENT_LANGUAGE_TAGS[boot.language]}" data-rendered-location="${escapeAttribute(boot.locationCode.toUpperCase())}"${renderedPath}`,
      );
      if (page) head = withPageHead(head, page);
      // The script first: it may move to another address before anything else is read.
      const skeleton = `<div class="route-skeleton" aria-hidden="true">${shell}</div>`;
      const bootScript = `<script id="${BOOT_DATA_ID}" type="application/json">${scriptSafeJson(boot)}</script>`;
      // Inert in a template: the entry moves them into the head after the first paint (src/customer/main.tsx), so
      // the scripts' fetch never competes with the content's.
      const links = modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`).join('');
      const preloads = `<template id="${FIRST_LOAD_CHUNKS_ID}">${links}</template>`;
      // #root's closing tag follows the shell's end marker in `after`.
      const [rootEnd = '', rest = ''] = splitOnce(after, '</div>');
      const renderedApp = withPhotoSrcset(appHtml);
      const body = `${renderedApp}${rootEnd}</div>${skeleton}`;
      const sheets = [...stylesheets, ...(page?.stylesheets ?? [])];
      const htmlTag = /<html\b[^>]*>/.exec(head)?.[0] ?? '<html>';
      const critical = inlineStyle(await criticalCss(htmlTag, `${afterHead}${body}`, sheets));
      // Unapplied until the head's script has seen them all loaded; applied at once without scripts.
      const sheetLink = (file: string, attributes: string) => `<link rel="stylesheet" href="./${escapeAttribute(file)}"${attributes}>`;
      const sheetLinks = `${sheets.map((file) => sheetLink(file, ` media="print" ${WHOLE_SHEET_ATTRIBUTE}`)).join('')}<noscript>${sheets.map((file) => sheetLink(file, '')).join('')}</noscript>`;
      const [bodyEnd = '', documentEnd = ''] = splitOnce(rest, '</body>');
      const html = `${head}<script>${ROUTE_GUARD_SCRIPT}</script>${largestPhotoPreload(renderedApp)}${critical}<style>${ROUTE_GUARD_STYLE}</style></head>${afterHead}${body}${bootScript}${preloads}${bodyEnd}${sheetLinks}</body>${documentEnd}`;
      return page ? fromSiteRoot(html) : html;
    },
  };
}

/**
 * The first photo the render fetches with high priority (the likely largest paint), preloaded from the head
 * with the same address, candidates and sizes, so its request starts before the body is read.
 */
function largestPhotoPreload(appHtml: string): string {
  const image = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(appHtml)?.[0];
  const source = image && /\ssrc="([^"]+)"/.exec(image)?.[1];
  if (!image || !source) return '';
  const srcset = /\ssrcset="([^"]+)"/.exec(image)?.[1];
  const sizes = /\ssizes="([^"]+)"/.exec(image)?.[1];
  const candidates = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${source}"${candidates} fetchpriority="high">`;
}

/** The head without its stylesheet links, and the built files they name (`assets/…`). */
function withoutStylesheets(head: string): { head: string; stylesheets: string[] } {
  const stylesheets: string[] = [];
  const rest = head.replace(/<link rel="stylesheet"[^>]*href="\.\/(assets\/[^"]+\.css)"[^>]*>\s*/g, (_link, file: string) => {
    stylesheets.push(file);
    return '';
  });
  return { head: rest, stylesheets };
}

function withPageHead(head: string, page: PageHead): string {
  return head
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeAttribute(page.description)}"`)
    .concat(page.tags);
}

/** CSS inside a style element; it holds no relative url() (only data: ones), so it means the same inline. */
function inlineStyle(css: string): string {
  if (/url\((?!["']?data:)/.test(css)) throw new Error('the critical CSS has relative url()s: it cannot be inlined as it is');
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
