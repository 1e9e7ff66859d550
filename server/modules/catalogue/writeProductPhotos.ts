import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/transaction';
import { media, productPhotos, type PhotoRendition } from '../../platform/db/schema';
import type { SeedProduct } from '../../platform/db/seed/types';
import { CatalogueImportError } from './importError';

const FORMATS: Record<string, PhotoRendition['format']> = { 'image/avif': 'avif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' };

/**
 * The renditions of each photo key: those of a product photo stored under that key, else the stored file
 * with that hash as the photo's one rendition. A key neither knows is refused, naming the product's field.
 */
async function renditionsByKey(tx: Transaction, list: SeedProduct[]): Promise<Map<string, PhotoRendition[]>> {
  const keys = [...new Set(list.flatMap((product) => product.photos ?? []))];
  const found = new Map<string, PhotoRendition[]>();
  if (keys.length === 0) return found;
  for (const row of await tx
    .select({ key: productPhotos.key, renditions: productPhotos.renditions })
    .from(productPhotos)
    .where(inArray(productPhotos.key, keys))) {
    found.set(row.key, row.renditions);
  }
  const files = keys.filter((key) => !found.has(key));
  if (files.length > 0) {
    for (const file of await tx.select().from(media).where(inArray(media.hash, files))) {
      found.set(file.hash, [{ width: file.width, format: FORMATS[file.contentType] ?? 'jpeg', hash: file.hash }]);
    }
  }
  const problems = list.flatMap((product, index) =>
    (product.photos ?? []).flatMap((key, position) => (found.has(key) ? [] : [`products.${index}.photos.${position}: No stored photo has the key ${key}`])),
  );
  if (problems.length > 0) throw new CatalogueImportError(problems);
  return found;
}

/**
 * Each product that lists `photos` gets exactly those, in that order (the first is the card's); a product
 * without the list (older files) keeps its stored photos.
 */
export async function writeProductPhotos(tx: Transaction, list: SeedProduct[]): Promise<void> {
  const renditions = await renditionsByKey(tx, list);
  for (const product of list) {
    if (!product.photos) continue;
    const code = product.productCode;
    const ofProduct = eq(productPhotos.productCode, code);
    await tx.delete(productPhotos).where(product.photos.length === 0 ? ofProduct : and(ofProduct, notInArray(productPhotos.key, product.photos)));
    const stored = new Set((await tx.select({ key: productPhotos.key }).from(productPhotos).where(ofProduct)).map((row) => row.key));
    for (const [sort, key] of product.photos.entries()) {
      if (stored.has(key))
        await tx
          .update(productPhotos)
          .set({ sort })
          .where(and(ofProduct, eq(productPhotos.key, key)));
      else await tx.insert(productPhotos).values({ productCode: code, sort, key, renditions: renditions.get(key) as PhotoRendition[] });
    }
  }
}
