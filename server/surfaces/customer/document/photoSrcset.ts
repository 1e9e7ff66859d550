import { photoUrl } from '../../../modules/catalogue/photoView';

const PHOTO_IMAGE = /<img\b[^>]*>/g;
const PHOTO_SOURCE = /\ssrc="\/media\/p\/([0-9a-f]{64})-(250|500)"/;

/** How wide each photo shows: a card's at its 250 px, the product page's gallery across a phone, 500 px at most. */
const SIZES = { 250: '250px', 500: '(max-width: 500px) 100vw, 500px' } as const;

/**
 * Uploaded photos in the rendered document with their larger rendition offered to dense screens (srcset and
 * sizes). Done here rather than in the components: the customer app's first load does not grow for it,
 * and the app's own later renders keep the attribute (hydration leaves attributes it does not set).
 */
export function withPhotoSrcset(html: string): string {
  return html.replace(PHOTO_IMAGE, (image) => {
    const match = PHOTO_SOURCE.exec(image);
    if (!match || /\ssrcset=/.test(image)) return image;
    const key = match[1] ?? '';
    const width = Number(match[2]) as 250 | 500;
    const srcset = `${photoUrl(key, width)} ${width}w, ${photoUrl(key, width === 250 ? 500 : 1000)} ${width * 2}w`;
    return image.replace(/^<img\b/, `<img srcset="${srcset}" sizes="${SIZES[width]}"`);
  });
}
