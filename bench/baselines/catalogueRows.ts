import type { HomeData, ProductGroup } from '../../src/api/contract';
import { withPhotoSrcset } from '../../server/surfaces/customer/document/photoSrcset';

// What both baselines show: the catalogue rows our catalogue paints above the fold, in one markup and
// one style, so the plain page and the React shell differ only in how the rows reach the screen.

/** The answer our catalogue renders from (same location as the bench's `/#/`). */
export const HOME_API = '/api/customer/va01/home-wapp';
/** Our catalogue renders its first two category blocks first (HomeCatalogue's FIRST_BLOCKS). */
const FIRST_BLOCKS = 2;
/** Our first block fetches its first three photos eagerly, at high priority (CategoryBlock). */
export const EAGER_PHOTOS = 3;

export function firstRows(home: HomeData): ProductGroup[] {
  return home.products.slice(0, FIRST_BLOCKS);
}

export function isEagerPhoto(blockIndex: number, cardIndex: number): boolean {
  return blockIndex === 0 && cardIndex < EAGER_PHOTOS;
}

/**
 * The srcset and sizes our document gives an uploaded photo shown from this URL (its larger rendition for
 * dense screens, withPhotoSrcset), so the baselines fetch the renditions our pages fetch; none for other pictures.
 */
export function photoSrcset(src: string): { srcset: string; sizes: string } | undefined {
  const image = withPhotoSrcset(`<img src="${src}">`);
  const srcset = /\ssrcset="([^"]*)"/.exec(image)?.[1];
  const sizes = /\ssizes="([^"]*)"/.exec(image)?.[1];
  return srcset && sizes ? { srcset, sizes } : undefined;
}

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,40 €" */
export function formatEuros(value: number): string {
  return euros.format(value);
}

export const ROWS_CSS = [
  'body{margin:0;padding:0 1rem;font-family:system-ui,sans-serif;color:#222;background:#fff}',
  'h2{margin:1rem 0 .5rem;font-size:1.1rem}',
  '.row{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(9.5rem,42%);gap:.75rem;margin:0;padding:0 0 .75rem;overflow-x:auto;list-style:none}',
  '.card{border-radius:.5rem;box-shadow:0 1px 3px #0003;overflow:hidden}',
  '.card img{display:block;width:100%;height:auto;aspect-ratio:1;background:#eee}',
  '.card h3{margin:.5rem .6rem .25rem;font-size:.95rem;line-height:1.25}',
  '.price{display:block;margin:0 .6rem .6rem;font-weight:600}',
].join('');
