import { photoSrcset } from './catalogueRows';
import { escapeHtml } from './staticPage';

/**
 * A photo as our pages give it: its srcset and sizes when uploaded (photoSrcset), its size, then the
 * loading attributes given (fetchpriority, loading), decoded off the main thread.
 */
export function photoTag(src: string, alt: string, side: number, loading: string): string {
  const srcset = photoSrcset(src);
  const responsive = srcset ? ` srcset="${escapeHtml(srcset.srcset)}" sizes="${escapeHtml(srcset.sizes)}"` : '';
  return `<img${responsive} src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${side}" height="${side}" ${loading} decoding="async">`;
}
