import type { Context } from 'hono';
import type { CropRectangle } from '../../modules/catalogue/photos/photoRenditions';
import { PHOTO_MAX_BYTES } from '../../modules/catalogue/photos/uploadRules';
import { ApiFailure } from '../../platform/http/envelope';

const CROP_FIELDS = ['left', 'top', 'width', 'height'] as const;

export interface PhotoUpload {
  bytes: Buffer;
  crop?: CropRectangle;
}

/** The upload form: its `file`, and the crop rectangle when the page sends one (all four fractions). */
export async function readPhotoUpload(c: Context): Promise<PhotoUpload> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data') throw new ApiFailure(415, 'unsupported_media_type', 'Send the photo as multipart/form-data, in a field named file.');
  const form = await c.req.parseBody().catch(() => {
    throw new ApiFailure(400, 'bad_request', 'The form body cannot be read');
  });
  const file = form.file;
  if (!(file instanceof Blob)) throw new ApiFailure(400, 'bad_request', 'Send the photo in a field named file.', 'file');
  if (file.size > PHOTO_MAX_BYTES) throw new ApiFailure(413, 'payload_too_large', 'This photo is over 20 MB; send a smaller one.', 'file');
  const bytes = Buffer.from(await file.arrayBuffer());
  const crop = cropOf(form);
  return crop ? { bytes, crop } : { bytes };
}

function cropOf(form: Record<string, unknown>): CropRectangle | undefined {
  const given = CROP_FIELDS.filter((name) => form[name] !== undefined);
  if (given.length === 0) return undefined;
  const [left, top, width, height] = [fraction(form.left, 'left'), fraction(form.top, 'top'), fraction(form.width, 'width'), fraction(form.height, 'height')];
  if (width === 0 || height === 0 || left + width > 1.000001 || top + height > 1.000001) {
    throw new ApiFailure(422, 'bad_crop', 'The crop must be a rectangle inside the photo.', 'width');
  }
  return { left, top, width, height };
}

function fraction(value: unknown, name: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || number < 0 || number > 1) {
    throw new ApiFailure(422, 'bad_crop', `The crop's ${name} must be a fraction of the photo, from 0 to 1.`, name);
  }
  return number;
}
