import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connect';
import { media, productPhotos, type PhotoRendition } from '../../../platform/db/schema';
import { PHOTO_WIDTHS } from '../photoView';
import { chooseFormat } from './chooseFormat';
import { ByteLru } from './byteLru';

export interface PhotoFile {
  hash: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Hot files kept in memory; every one is immutable, so nothing here is ever stale. */
const CACHED_BYTES = 32 * 1024 * 1024;
const CACHED_PHOTOS = 2_000;

export interface PhotoFiles {
  /** The file of a photo at one width in the best format the Accept header allows; undefined when unknown. */
  find(key: string, width: number, accept: string | undefined): Promise<PhotoFile | undefined>;
}

/** Photo files read from the database (so every process serves every photo), the hot ones from memory. */
export function photoFiles(db: Database): PhotoFiles {
  const files = new ByteLru<PhotoFile>(CACHED_BYTES, (file) => file.bytes.byteLength);
  const renditionsByKey = new ByteLru<PhotoRendition[]>(CACHED_PHOTOS, () => 1);

  async function renditionsOf(key: string): Promise<PhotoRendition[] | undefined> {
    const known = renditionsByKey.get(key);
    if (known) return known;
    const [row] = await db.select({ renditions: productPhotos.renditions }).from(productPhotos).where(eq(productPhotos.key, key)).limit(1);
    if (row) renditionsByKey.set(key, row.renditions);
    return row?.renditions;
  }

  async function fileOf(hash: string): Promise<PhotoFile | undefined> {
    const known = files.get(hash);
    if (known) return known;
    const [row] = await db.select({ hash: media.hash, contentType: media.contentType, bytes: media.bytes }).from(media).where(eq(media.hash, hash)).limit(1);
    if (row) files.set(hash, row);
    return row;
  }

  return {
    async find(key, width, accept) {
      if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) return undefined;
      const renditions = (await renditionsOf(key))?.filter((rendition) => rendition.width === width);
      if (!renditions?.length) return undefined;
      const format = chooseFormat(
        accept,
        renditions.map((rendition) => rendition.format),
      );
      const rendition = renditions.find((each) => each.format === format);
      return rendition ? fileOf(rendition.hash) : undefined;
    },
  };
}
