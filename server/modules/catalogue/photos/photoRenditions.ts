import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { PhotoRendition } from '../../../platform/db/schema';
import { PHOTO_WIDTHS } from '../photoView';
import { heicPixels } from './heicPixels';
import type { InspectedPhoto } from './inspectPhoto';
import { PHOTO_MAX_PIXELS } from './uploadRules';

/** The part of the oriented photo to keep, in fractions of its width and height (the upload screen's crop). */
export interface CropRectangle {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RenditionFile extends PhotoRendition {
  contentType: string;
  bytes: Buffer;
}

const LARGEST = Math.max(...PHOTO_WIDTHS);
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/**
 * Qualities that keep a product photo free of visible artefacts at a phone's pixel density: AVIF at 50 and
 * WebP at 78 weigh about what JPEG weighs at 80 less a half and a third. Effort stays moderate: a 12 MP
 * upload is done in a few seconds on a small server.
 */
const ENCODERS: Record<PhotoRendition['format'], (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * The photo as stored: oriented, cut to the crop (then to its centred square), at every width in every
 * format. Each file is encoded from decoded pixels, so no metadata block of the upload (EXIF, GPS, XMP,
 * ICC) reaches it.
 */
export async function photoRenditions(bytes: Buffer, photo: InspectedPhoto, crop?: CropRectangle): Promise<RenditionFile[]> {
  const square = await largestSquare(bytes, photo, crop);
  const files = await Promise.all(
    PHOTO_WIDTHS.flatMap((width) =>
      (Object.keys(ENCODERS) as PhotoRendition['format'][]).map(async (format) => {
        const resized = width === LARGEST ? sharp(square.data, { raw: square.info }) : sharp(square.data, { raw: square.info }).resize(width, width);
        const encoded = await ENCODERS[format](resized).toBuffer();
        return { width, format, hash: sha256(encoded), contentType: CONTENT_TYPES[format], bytes: encoded };
      }),
    ),
  );
  return files;
}

/** The oriented, cropped square at the largest width, as raw pixels every rendition starts from. */
async function largestSquare(bytes: Buffer, photo: InspectedPhoto, crop: CropRectangle | undefined) {
  const oriented = await decoded(bytes, photo);
  const area = squareOf(pixelsOf(crop, photo), photo);
  const { data, info } = await oriented
    .extract(area)
    .resize(LARGEST, LARGEST, { kernel: 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

async function decoded(bytes: Buffer, photo: InspectedPhoto): Promise<Sharp> {
  if (photo.source === 'heic') {
    const pixels = await heicPixels(bytes);
    return sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } });
  }
  // The pixel limit again, in case the header read and the decoder disagree; extract() after rotate() cuts
  // the oriented image.
  return sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
}

function pixelsOf(crop: CropRectangle | undefined, photo: InspectedPhoto) {
  if (!crop) return { left: 0, top: 0, width: photo.width, height: photo.height };
  const left = Math.min(photo.width - 1, Math.round(crop.left * photo.width));
  const top = Math.min(photo.height - 1, Math.round(crop.top * photo.height));
  const width = Math.max(1, Math.min(photo.width - left, Math.round(crop.width * photo.width)));
  const height = Math.max(1, Math.min(photo.height - top, Math.round(crop.height * photo.height)));
  return { left, top, width, height };
}

/** The largest square centred in a rectangle. */
function squareOf(rectangle: { left: number; top: number; width: number; height: number }, _photo: InspectedPhoto) {
  const side = Math.min(rectangle.width, rectangle.height);
  return {
    left: rectangle.left + Math.floor((rectangle.width - side) / 2),
    top: rectangle.top + Math.floor((rectangle.height - side) / 2),
    width: side,
    height: side,
  };
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
