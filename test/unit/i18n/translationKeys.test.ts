import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDER = path.resolve('src/i18n');

/** The counter's and the back office's screens: Spanish and English only. */
function isStaffNamespace(namespace: string): boolean {
  return namespace === 'staff' || namespace === 'manage' || namespace.startsWith('manage-');
}

function namespacesOf(language: string): string[] {
  const folder = path.join(FOLDER, language);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

function bundleExists(language: string, namespace: string): boolean {
  return existsSync(path.join(FOLDER, language, `${namespace}.json`));
}

/** Every leaf of a bundle by its dotted path (`shortage.left_one`), as text. */
function leaves(language: string, namespace: string): Map<string, string> {
  const bundle: unknown = JSON.parse(readFileSync(path.join(FOLDER, language, `${namespace}.json`), 'utf8'));
  const found = new Map<string, string>();
  const walk = (value: unknown, at: string): void => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, at ? `${at}.${key}` : key);
    } else {
      found.set(at, typeof value === 'string' ? value : JSON.stringify(value));
    }
  };
  walk(bundle, '');
  return found;
}

/**
 * What the code fills in or reads inside a text: i18next's `{{name}}`, nesting `$t(key)`, the service
 * worker's `{order}`, and markup tags. A translation keeps every one of them.
 */
function tokensOf(text: string): string[] {
  const tokens = text.match(/\{\{[^}]*\}\}|\$t\([^)]*\)|\{[A-Za-z]\w*\}|<\/?[A-Za-z][^>]*>/g) ?? [];
  return [...new Set(tokens.map((token) => token.replace(/\s+/g, '')))].sort();
}

/** Key paths in `from` that `to` lacks. */
function missing(from: Map<string, string>, to: Map<string, string>): string[] {
  return [...from.keys()].filter((key) => !to.has(key));
}

/** Keys whose texts fill in different things in the two languages, as `key: [a] ≠ [b]`. */
function tokenMismatches(a: Map<string, string>, b: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [key, text] of a) {
    const other = b.get(key);
    if (other === undefined) continue;
    const mine = tokensOf(text).join(' ');
    const theirs = tokensOf(other).join(' ');
    if (mine !== theirs) found.push(`${key}: [${mine}] ≠ [${theirs}]`);
  }
  return found;
}

// Names and codes that stay the same in every language.
const SHARED_WORDS = /\b(Ritmo|Café|Bizum|Google|Pay|IVA|NIF|NIE|CIF|QR|PDF|AEAT|ritmitos?|Ritmitos?|euros|min)\b|€|\{\{[^}]*\}\}|\{\w+\}/g;

/** Whether a text says something in words once its names, codes, numbers and placeholders are left out. */
function hasWords(text: string): boolean {
  return /\p{L}{2,}/u.test(text.replace(SHARED_WORDS, ' '));
}

const spanish = namespacesOf('es');
const customerNamespaces = spanish.filter((namespace) => !isStaffNamespace(namespace));

describe('translation bundles', () => {
  it('has Spanish bundles to compare', () => {
    expect(spanish.length).toBeGreaterThan(0);
    expect(customerNamespaces).toContain('common');
  });

  describe.each(spanish)('%s: Spanish and English', (namespace) => {
    it('exists in English with the same keys', () => {
      expect(bundleExists('en', namespace), `src/i18n/en/${namespace}.json`).toBe(true);
      const es = leaves('es', namespace);
      const en = leaves('en', namespace);
      expect(missing(es, en), 'keys in es missing from en').toEqual([]);
      expect(missing(en, es), 'keys in en missing from es').toEqual([]);
    });

    it('fills in the same placeholders per key', () => {
      expect(tokenMismatches(leaves('es', namespace), leaves('en', namespace))).toEqual([]);
    });
  });

  it('has a Valencian bundle for every customer namespace, and none without a Spanish one', () => {
    expect(customerNamespaces.filter((namespace) => !bundleExists('ca', namespace))).toEqual([]);
    expect(namespacesOf('ca').filter((namespace) => !bundleExists('es', namespace))).toEqual([]);
  });

  describe.each(customerNamespaces.filter((namespace) => bundleExists('ca', namespace)))('%s: Valencian', (namespace) => {
    it('has the same keys as Spanish', () => {
      const es = leaves('es', namespace);
      const ca = leaves('ca', namespace);
      expect(missing(es, ca), 'keys in es missing from ca').toEqual([]);
      expect(missing(ca, es), 'keys in ca missing from es').toEqual([]);
    });

    it('fills in the same placeholders per key', () => {
      expect(tokenMismatches(leaves('es', namespace), leaves('ca', namespace))).toEqual([]);
    });

    it('has no empty text', () => {
      const empty = [...leaves('ca', namespace)].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('is translated, not a copy of the Spanish', () => {
      const es = leaves('es', namespace);
      const worded = [...leaves('ca', namespace)].filter(([, text]) => hasWords(text));
      const copied = worded.filter(([key, text]) => es.get(key) === text).map(([key]) => key);
      // A few words are the same in both (Nota, Total, Factura simplificada): far fewer than a fifth.
      expect(copied.length, `texts identical to es: ${copied.join(', ')}`).toBeLessThan(worded.length * 0.2);
    });
  });
});
