import { asc, eq, max } from 'drizzle-orm';
import type { Photo } from '../../../../src/api/contract/manage/catalogue';
import type { Database } from '../../../platform/db/connect';
import { media, productPhotos, products } from '../../../platform/db/schema';
import type { Executor } from '../../../platform/db/transaction';
import { ApiFailure, notFound } from '../../../platform/http/envelope';
import { recordAudit, type Actor } from '../../audit/recordAudit';
import { bumpReferenceVersion } from '../referenceVersion';
import { photoView } from '../photoView';
import type { RenditionFile } from './photoRenditions';

/** The product photos may be added to: 404 when there is none of that code, 409 when it is archived. */
export async function assertPhotographable(db: Executor, code: string): Promise<void> {
  const [product] = await db.select({ archivedAt: products.archivedAt }).from(products).where(eq(products.productCode, code)).limit(1);
  refuseArchived(product, code);
}

function refuseArchived(product: { archivedAt: Date | null } | undefined, code: string): void {
  if (!product) throw notFound(`There is no product ${code}`);
  if (product.archivedAt) throw new ApiFailure(409, 'product_archived', `Product ${code} is archived: bring it back before adding photos.`);
}

/** A product's photos in gallery order, the card's first. */
export async function productPhotoList(db: Executor, code: string): Promise<Photo[]> {
  const rows = await db.select().from(productPhotos).where(eq(productPhotos.productCode, code)).orderBy(asc(productPhotos.sort), asc(productPhotos.id));
  return rows.map(photoView);
}

/**
 * Stores a photo's renditions (each file once, whoever stored it first) and adds the photo last in the
 * product's gallery, with its audit row, in one transaction.
 */
export async function addProductPhoto(db: Database, actor: Actor, code: string, files: RenditionFile[], now: Date): Promise<Photo> {
  const key = files.find((file) => file.format === 'jpeg' && file.width === Math.max(...files.map((each) => each.width)))?.hash;
  if (!key) throw new Error('A photo needs its largest JPEG rendition');
  return db.transaction(async (tx) => {
    refuseArchived(await lockProduct(tx, code), code);
    await tx
      .insert(media)
      .values(
        files.map((file) => ({
          hash: file.hash,
          contentType: file.contentType,
          width: file.width,
          height: file.width,
          byteLength: file.bytes.length,
          bytes: file.bytes,
        })),
      )
      .onConflictDoNothing({ target: media.hash });
    const [last] = await tx
      .select({ sort: max(productPhotos.sort) })
      .from(productPhotos)
      .where(eq(productPhotos.productCode, code));
    const renditions = files.map(({ width, format, hash }) => ({ width, format, hash }));
    const [row] = await tx
      .insert(productPhotos)
      .values({ productCode: code, sort: (last?.sort ?? -1) + 1, key, renditions })
      .returning();
    if (!row) throw new Error('The photo row was not added');
    const photo = photoView(row);
    await recordAudit(tx, actor, { action: 'photo.add', subject: `product:${code}`, after: photo });
    await bumpReferenceVersion(tx, 'catalogue', now);
    return photo;
  });
}

/** Takes a photo out of a product's gallery; its files stay (another photo may share them). */
export async function removeProductPhoto(db: Database, actor: Actor, code: string, photoId: number, now: Date): Promise<Photo[]> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, code);
    const photos = await productPhotoList(tx, code);
    const photo = photos.find((each) => each.id === photoId);
    if (!photo) throw notFound(`Product ${code} has no photo ${photoId}`);
    await tx.delete(productPhotos).where(eq(productPhotos.id, photoId));
    await recordAudit(tx, actor, { action: 'photo.remove', subject: `product:${code}`, before: photo });
    await bumpReferenceVersion(tx, 'catalogue', now);
    return photos.filter((each) => each.id !== photoId);
  });
}

/** Puts a product's photos in the order given, which must name each of them once. */
export async function orderProductPhotos(db: Database, actor: Actor, code: string, order: number[], now: Date): Promise<Photo[]> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, code);
    const photos = await productPhotoList(tx, code);
    const known = new Set(photos.map((photo) => photo.id));
    if (order.length !== photos.length || new Set(order).size !== order.length || order.some((id) => !known.has(id))) {
      throw new ApiFailure(422, 'photo_order', `The order must list each of the product's ${photos.length} photos once.`, 'order');
    }
    for (const [sort, id] of order.entries()) await tx.update(productPhotos).set({ sort }).where(eq(productPhotos.id, id));
    await recordAudit(tx, actor, { action: 'photo.order', subject: `product:${code}`, before: photos.map((photo) => photo.id), after: order });
    await bumpReferenceVersion(tx, 'catalogue', now);
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    return order.map((id) => byId.get(id)).filter((photo) => photo !== undefined);
  });
}

/** One change to a product's gallery at a time (two uploads never take the same place); 404 without the product. */
async function lockProduct(tx: Executor, code: string): Promise<{ archivedAt: Date | null }> {
  const [product] = await tx.select({ archivedAt: products.archivedAt }).from(products).where(eq(products.productCode, code)).for('update');
  if (!product) throw notFound(`There is no product ${code}`);
  return product;
}
