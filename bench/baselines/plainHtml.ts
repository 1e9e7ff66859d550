import type { HomeData } from '../../src/api/contract';
import { firstRows, formatEuros, isEagerPhoto, ROWS_CSS } from './catalogueRows';
import { escapeHtml as escape, staticPage } from './staticPage';

/** The limit: our first catalogue rows as static HTML with inline CSS and no script. */
export function plainHtmlPage(home: HomeData): string {
  const blocks = firstRows(home).map((group, blockIndex) => {
    const cards = group.items.map((product, cardIndex) => {
      const loading = isEagerPhoto(blockIndex, cardIndex) ? 'fetchpriority="high" loading="eager"' : 'loading="lazy"';
      const photo = `<img src="${escape(product.photo.url250)}" alt="${escape(product.title)}" width="250" height="250" ${loading}>`;
      return `<li class="card">${photo}<h3>${escape(product.title)}</h3><span class="price">${escape(formatEuros(product.price))}</span></li>`;
    });
    return `<section><h2>${escape(group.title)}</h2><ul class="row">${cards.join('')}</ul></section>`;
  });
  return staticPage('Ritmo Café', ROWS_CSS, [`<body><main>${blocks.join('')}</main></body>`]);
}
