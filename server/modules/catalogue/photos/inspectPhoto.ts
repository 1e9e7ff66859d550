import sharp from 'sharp';
import { ApiFailure } from '../../../platform/http/envelope';
import { PHOTO_MAX_PIXELS, PHOTO_MIN_SIDE } from './uploadRules';

export type PhotoSource = 'jpeg' | 'png' | 'webp' | 'heif' | 'heic';

export interface InspectedPhoto {
  source: PhotoSource;
  /** As the photo shows once its orientation is applied. */
  width: number;
  height: number;
}

const notAPhoto = () => new ApiFailure(422, 'not_a_photo', 'This file is not a photo: send a JPEG, PNG, WebP or HEIC image.', 'file');

/**
 * What a file is, by its content: its header alone is read (nothing is decoded), so a file claiming a
 * huge canvas is refused before it costs memory or time.
 */
export async function inspectPhoto(bytes: Buffer): Promise<InspectedPhoto> {
  // The header is read without sharp's own pixel limit, so that a huge canvas is refused by name below.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAPhoto();
    });
  const source = sourceOf(metadata.format, metadata.compression);
  if (!source) throw notAPhoto();
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw notAPhoto();
  if (width * height > PHOTO_MAX_PIXELS) {
    throw new ApiFailure(422, 'photo_too_large', `This photo has ${Math.round((width * height) / 1e6)} megapixels; send one of 50 at most.`, 'file');
  }
  if (width < PHOTO_MIN_SIDE || height < PHOTO_MIN_SIDE) {
    throw new ApiFailure(422, 'photo_too_small', `This photo is ${width} × ${height} px; send one at least ${PHOTO_MIN_SIDE} × ${PHOTO_MIN_SIDE}.`, 'file');
  }
  return { source, width, height };
}

function sourceOf(format: string | undefined, compression: string | undefined): PhotoSource | undefined {
  if (format === 'jpeg' || format === 'png' || format === 'webp') return format;
  if (format === 'heif') return compression === 'hevc' ? 'heic' : 'heif';
  return undefined;
}
