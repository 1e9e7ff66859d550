import type { Product } from '../../src/api/contract';
import { formatEuros } from './catalogueRows';
import { photoTag } from './photoTag';
import { escapeHtml as escape, staticPage } from './staticPage';

const PRODUCT_CSS = [
  'body{margin:0;padding:0 1rem;font-family:system-ui,sans-serif;color:#222;background:#fff}',
  'img{display:block;width:100%;height:auto;aspect-ratio:1;background:#eee;border-radius:.5rem}',
  'h1{margin:1rem 0 .25rem;font-size:1.6rem}',
  '.price{font-size:1.2rem;font-weight:600}',
].join('');

/**
 * The limit of a shared product link: what its page paints first (the product's photo as our gallery gives
 * its first, its title, price and description) as static HTML with inline CSS and no script.
 */
export function plainProductPage(product: Product): string {
  return staticPage(`${product.title} · Ritmo Café`, PRODUCT_CSS, [
    '<body><main>',
    photoTag(product.photo.url500, product.title, 500, 'fetchpriority="high" loading="eager"'),
    `<h1>${escape(product.title)}</h1>`,
    `<p class="price">${escape(formatEuros(product.price))}</p>`,
    `<p>${escape(product.description)}</p>`,
    '</main></body>',
  ]);
}
