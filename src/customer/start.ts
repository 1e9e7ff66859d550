/**
 * Evaluates the app's code in several tasks instead of one long one: each step imports one part whose
 * chunk (vite.config.ts) has not run yet, so it evaluates alone; the rendered document's modulepreload
 * links (server/document) have already fetched them all in parallel. A single import of the app would
 * evaluate the whole graph in one task.
 */

import { BOOT_DATA_ID, OTHER_ROUTE_CLASS } from '../data/document/documentIds';

const rendered = document.getElementById(BOOT_DATA_ID) !== null && !document.documentElement.classList.contains(OTHER_ROUTE_CLASS);
/** A shared product's page, rendered at its own path (server/document). */
const renderedPage = rendered && document.documentElement.hasAttribute('data-rendered-path');

/** The first screen's code, evaluated before the app that renders it (the common first screens). */
function firstScreen(): (() => Promise<unknown>) | undefined {
  if (renderedPage) return () => import('./features/product/ProductScreen');
  if (rendered) return () => import('./features/catalogue/CatalogueScreen');
  if (/^#\/(?:[^/?]+\/)?product\//.test(window.location.hash)) return () => import('./features/product/ProductScreen');
  return undefined;
}

// Only modules whose whole namespace the app keeps anyway: a dynamic import keeps every export of a module,
// so a tree-shaken library is reached through one of its small neighbours in the same chunk.
const STEPS: (() => Promise<unknown>)[] = [
  () => import('react'),
  () => import('react-dom/client'),
  // A screen the server did not render reads Dexie for its first render; a rendered one hydrates from the
  // document, and the database (with Dexie) loads after it, on first use.
  ...(rendered ? [] : [() => import('../data/db')]),
  () => import('../domain/constants'), // the `core` chunk (contract, data layer, shared UI) and the light `framework` one
  ...[firstScreen()].filter((step) => step !== undefined),
  () => import('./boot'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startInSteps(): Promise<void> {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
}

void startInSteps();
export {};
