import type { HomeData } from '../../src/api/contract';
import { firstRows, formatEuros, isEagerPhoto, ROWS_CSS } from './catalogueRows';
import { photoTag } from './photoTag';
import { escapeHtml as escape, staticPage } from './staticPage';

/** The limit: our first catalogue rows as static HTML with inline CSS and no script, their photos as our cards give them. */
export function plainHtmlPage(home: HomeData): string {
  const blocks = firstRows(home).map((group, blockIndex) => {
    const cards = group.items.map((product, cardIndex) => {
      const loading = isEagerPhoto(blockIndex, cardIndex) ? 'fetchpriority="high" loading="eager"' : 'loading="lazy"';
      const photo = photoTag(product.photo.url250, product.title, 250, loading);
      return `<li class="card">${photo}<h3>${escape(product.title)}</h3><span class="price">${escape(formatEuros(product.price))}</span></li>`;
    });
    return `<section><h2>${escape(group.title)}</h2><ul class="row">${cards.join('')}</ul></section>`;
  });
  return staticPage('Ritmo Café', ROWS_CSS, [`<body><main>${blocks.join('')}</main></body>`]);
}
