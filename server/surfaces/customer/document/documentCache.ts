import { brotliCompressSync } from 'node:zlib';
import { prepareBytes, type PreparedJson } from '../../../platform/http/preparedJson';

/** A rendered document, compressed once (gzip and brotli) and sent many times. */
export interface PreparedDocument extends PreparedJson {
  brotli: Uint8Array<ArrayBuffer>;
}

export function prepareDocument(html: string): PreparedDocument {
  const prepared = prepareBytes(new TextEncoder().encode(html));
  return { ...prepared, brotli: new Uint8Array(brotliCompressSync(prepared.identity)) };
}

/**
 * Rendered documents per variant (location, language, cookie banner), valid while the reference data
 * versions they were rendered under hold: a request for a known variant costs no rendering. Concurrent
 * requests for one missing variant share one render.
 */
export function createDocumentCache() {
  const entries = new Map<string, { versions: string; document: PreparedDocument }>();
  const rendering = new Map<string, Promise<PreparedDocument | undefined>>();

  return {
    async get(variant: string, versions: string, render: () => Promise<PreparedDocument | undefined>): Promise<PreparedDocument | undefined> {
      const entry = entries.get(variant);
      if (entry?.versions === versions) return entry.document;
      const key = `${variant}\n${versions}`;
      let pending = rendering.get(key);
      if (!pending) {
        pending = render()
          .then((document) => {
            if (document) entries.set(variant, { versions, document });
            return document;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
  };
}
