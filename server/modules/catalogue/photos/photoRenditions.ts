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
 * Qualities that keep a product photo free of visible artefacts at a phone's pixel density. AVIF takes the
 * camera's own 4:2:0 chroma and a low effort: on this content efforts 2 to 4 cost ten times the time of 1
 * for files a few per cent smaller, and the AVIF encoder is most of an upload's time.
 */
const ENCODERS: Record<PhotoRendition['format'], (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1, chromaSubsampling: '4:2:0' }),
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

/**
 * The oriented, cropped square at the largest width, as raw pixels every rendition starts from. The whole
 * photo is first scaled so that the square comes out at about that width (a JPEG is then decoded at a
 * fraction of its size, several times faster), then the square is cut and brought to the exact width.
 */
async function largestSquare(bytes: Buffer, photo: InspectedPhoto, crop: CropRectangle | undefined) {
  const area = squareOf(pixelsOf(crop, photo));
  const scale = Math.min(1, LARGEST / area.width);
  const width = Math.max(1, Math.round(photo.width * scale));
  const height = Math.max(1, Math.round(photo.height * scale));
  const scaled = await (
    await decoded(bytes, photo)
  )
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const side = Math.max(1, Math.min(width, height, Math.round(area.width * scale)));
  const cut = {
    left: Math.min(width - side, Math.round(area.left * scale)),
    top: Math.min(height - side, Math.round(area.top * scale)),
    width: side,
    height: side,
  };
  const { data, info } = await sharp(scaled.data, { raw: { width, height, channels: scaled.info.channels } })
    .extract(cut)
    .resize(LARGEST, LARGEST)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

async function decoded(bytes: Buffer, photo: InspectedPhoto): Promise<Sharp> {
  if (photo.source === 'heic') {
    const pixels = await heicPixels(bytes);
    return sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } });
  }
  // The pixel limit again, in case the header read and the decoder disagree.
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
function squareOf(rectangle: { left: number; top: number; width: number; height: number }) {
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
