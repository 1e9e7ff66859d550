import type { Photo } from '../../../src/api/contract/manage/catalogue';
import type { PhotoRendition } from '../../platform/db/schema';

/** The widths every photo is stored at; photos are square (cropped to the card's square on upload). */
export const PHOTO_WIDTHS = [250, 500, 1000] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/**
 * A photo's URL at one width. The key is the content hash of its largest JPEG, so the URL changes when the
 * photo does and can be cached for ever; the server answers AVIF, WebP or JPEG as the request's Accept allows.
 */
export function photoUrl(key: string, width: PhotoWidth): string {
  return `/media/p/${key}-${width}`;
}

/** A stored photo as the back office and the apps read it. */
export function photoView(row: { id: number; key: string; renditions: PhotoRendition[] }): Photo {
  const largest = Math.max(...row.renditions.map((rendition) => rendition.width));
  return {
    id: row.id,
    key: row.key,
    width: largest,
    height: largest,
    urls: { '250': photoUrl(row.key, 250), '500': photoUrl(row.key, 500), '1000': photoUrl(row.key, 1000) },
  };
}

const PHOTO_URL = /^\/media\/p\/([0-9a-f]{64})-\d+$/;

/** The same uploaded photo at another width; any other picture's URL as it is. */
export function photoUrlAt(url: string, width: PhotoWidth): string {
  const key = PHOTO_URL.exec(url)?.[1];
  return key ? photoUrl(key, width) : url;
}
