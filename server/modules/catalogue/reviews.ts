import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction';
import { bumpReferenceVersion } from './referenceVersion';
import { products, reviews } from '../../platform/db/schema';
import { notFound } from '../../platform/http/envelope';

export interface RatingAnswer {
  productCode: string;
  rating: number;
  ratingCount: number;
  myRating: number;
}

/**
 * POST /customer/reviews: one rating per customer and product (a new one replaces the old).
 * The product's rating keeps the seeded baseline (rating × count) and folds the change in, so the
 * average stays exact without a second copy of the seed; the catalogue version moves so home-wapp's
 * answer (and ETag) changes. One transaction with the product row locked against concurrent ratings.
 */
export async function rateProduct(db: Executor, customerId: number, productCode: string, rating: number, now: Date): Promise<RatingAnswer> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ productCode: products.productCode, rating: products.rating, ratingCount: products.ratingCount })
      .from(products)
      .where(eq(products.productCode, productCode))
      .for('update');
    if (!product) throw notFound('Product not found.');

    const [previous] = await tx
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.customerId, customerId), eq(reviews.productCode, product.productCode)));
    const ratingCount = product.ratingCount + (previous ? 0 : 1);
    const ratingSum = product.rating * product.ratingCount - (previous?.rating ?? 0) + rating;
    const average = ratingSum / ratingCount;

    await tx
      .insert(reviews)
      .values({ customerId, productCode: product.productCode, rating, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [reviews.customerId, reviews.productCode], set: { rating, updatedAt: now } });
    await tx.update(products).set({ rating: average, ratingCount, updatedAt: now }).where(eq(products.productCode, product.productCode));
    await bumpReferenceVersion(tx, 'catalogue', now);
    return { productCode: product.productCode, rating: average, ratingCount, myRating: rating };
  });
}

/**
 * Removes every rating of a customer whose account is deleted and folds each out of its product's rating,
 * the reverse of rateProduct: the products keep the ratings of everyone else, and nobody's authorship
 * remains. Call it inside the deletion's transaction.
 */
export async function removeCustomerRatings(tx: Executor, customerId: number, now: Date): Promise<number> {
  const own = await tx.select({ productCode: reviews.productCode, rating: reviews.rating }).from(reviews).where(eq(reviews.customerId, customerId));
  for (const review of own) {
    const [product] = await tx
      .select({ rating: products.rating, ratingCount: products.ratingCount })
      .from(products)
      .where(eq(products.productCode, review.productCode))
      .for('update');
    if (!product) continue;
    const ratingCount = Math.max(0, product.ratingCount - 1);
    const average = ratingCount === 0 ? 0 : (product.rating * product.ratingCount - review.rating) / ratingCount;
    await tx.update(products).set({ rating: average, ratingCount, updatedAt: now }).where(eq(products.productCode, review.productCode));
  }
  await tx.delete(reviews).where(eq(reviews.customerId, customerId));
  if (own.length > 0) await bumpReferenceVersion(tx, 'catalogue', now);
  return own.length;
}
