import type { Language, Product } from '../../../../src/api/contract';
import { photoUrlAt } from '../../../modules/catalogue/photoView';
import { escapeAttribute, type PageHead } from './documentTemplate';

const SITE_NAME = 'Ritmo Café';
const OG_LOCALES: Record<Language, string> = { es: 'es_ES', en: 'en_GB', ca: 'ca_ES' };

/** An address on the public site: photos are stored as paths, previews need whole URLs. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).href;
}

/**
 * The head of a shared product's page: what messaging apps show in a link's preview (Open Graph and
 * Twitter cards) and the canonical address of the product, all with whole URLs.
 */
export function productPageHead(product: Product, language: Language, canonicalUrl: string, publicUrl: string): PageHead {
  const title = `${product.title} · ${SITE_NAME}`;
  const description = product.description || product.title;
  // Link previews show large: an uploaded photo's largest rendition.
  const image = absoluteUrl(publicUrl, photoUrlAt(product.photo.url500, 1000));
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeAttribute(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(canonicalUrl)}">`,
    meta('og:type', 'product'),
    meta('og:site_name', SITE_NAME),
    meta('og:locale', OG_LOCALES[language]),
    meta('og:title', product.title),
    meta('og:description', description),
    meta('og:image', image),
    meta('og:image:alt', product.title),
    meta('og:url', canonicalUrl),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', product.title),
    named('twitter:description', description),
    named('twitter:image', image),
  ].join('');
  return { title, description, tags };
}
