import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../../src/api/contract';
import { FALLBACK_LANGUAGE, withFallback } from '../../../src/i18n/fallbackBundle';

const I18N_DIR = fileURLToPath(new URL('../../../src/i18n/', import.meta.url));

function ownBundle(language: Language, namespace: string): Record<string, unknown> {
  const file = `${I18N_DIR}${language}/${namespace}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

/**
 * One of the app's translation namespaces (src/i18n/<language>/<namespace>.json) for a server-made document,
 * so an e-mailed PDF says word for word what the app's download says. Valencian's comes merged over Spanish's,
 * as the app merges it (src/i18n/fallbackBundle.ts).
 */
export function appBundle(language: Language, namespace: string): Record<string, unknown> {
  const fallback = FALLBACK_LANGUAGE[language];
  return fallback ? withFallback(ownBundle(language, namespace), ownBundle(fallback, namespace)) : ownBundle(language, namespace);
}
