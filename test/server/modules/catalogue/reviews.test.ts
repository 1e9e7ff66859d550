import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_TYPE } from '../../../../src/api/contract';
import { endpointPath } from '../../../../src/api/contract/endpoints';
import * as demo from '../../../../server/platform/db/seed/data';
import { referenceVersions, reviews } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { accountTestBed, call, createCustomer, dataOf, type AccountTestBed, type TestCustomer } from '../../support/customers';

const shop = demo.locations.find((location) => location.typeId === LOCATION_TYPE.shop)!;
const productCode = shop.productCodes[0]!;
const seeded = demo.products.find((product) => product.productCode === productCode)!;

describe.each(backends)('product ratings on $name', (backend) => {
  let bed: AccountTestBed;
  let ana: TestCustomer;
  let bea: TestCustomer;
  const rate = (who: TestCustomer, body: Record<string, unknown>) => call(bed.app, 'POST', '/api/customer/reviews', who.auth, body);
  const homeWapp = () => call(bed.app, 'GET', `/api${endpointPath('homeWapp', { code: shop.code })}`, {});

  beforeAll(async () => {
    bed = await accountTestBed(backend, new Date('2025-03-01T10:00:00Z'));
    ana = await createCustomer(bed.db, 'ana@example.com');
    bea = await createCustomer(bed.db, 'bea@example.com');
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('folds a first rating into the seeded average and count', async () => {
    const answer = dataOf('review', await rate(ana, { productCode, rating: 5 }));
    expect(answer.productCode).toBe(productCode);
    expect(answer.myRating).toBe(5);
    expect(answer.ratingCount).toBe(seeded.ratingCount + 1);
    expect(answer.rating).toBeCloseTo((seeded.rating * seeded.ratingCount + 5) / (seeded.ratingCount + 1), 10);
  });

  it("replaces the same customer's rating instead of adding one", async () => {
    const answer = dataOf('review', await rate(ana, { productCode, rating: '1' }));
    expect(answer.ratingCount).toBe(seeded.ratingCount + 1);
    expect(answer.rating).toBeCloseTo((seeded.rating * seeded.ratingCount + 1) / (seeded.ratingCount + 1), 10);
    const rows = await bed.db.select().from(reviews).where(eq(reviews.productCode, productCode));
    expect(rows.map((row) => [row.customerId, row.rating])).toEqual([[ana.id, 1]]);
  });

  it('shows the new rating in home-wapp with a new ETag, and moves the catalogue version', async () => {
    const before = await homeWapp();
    const etag = before.response.headers.get('ETag');
    const [versionBefore] = await bed.db.select().from(referenceVersions).where(eq(referenceVersions.area, 'catalogue'));
    // A clock behind the stored version (the seed's) must still move it forward.
    bed.clock.now = new Date('2025-03-02T10:00:00Z');
    const answer = dataOf('review', await rate(bea, { productCode, rating: 4 }));
    expect(answer.ratingCount).toBe(seeded.ratingCount + 2);
    const after = dataOf('homeWapp', await homeWapp());
    expect(after.productsRating[productCode]).toBeCloseTo(answer.rating, 10);
    const item = after.products.flatMap((group) => group.items).find((product) => product.productCode === productCode);
    expect(item?.ratingCount).toBe(answer.ratingCount);
    const revalidated = await bed.app.request(`/api${endpointPath('homeWapp', { code: shop.code })}`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(revalidated.status).toBe(200);
    const [version] = await bed.db.select().from(referenceVersions).where(eq(referenceVersions.area, 'catalogue'));
    expect(version?.updatedAt.getTime()).toBeGreaterThan(versionBefore?.updatedAt.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('shows a rating sent through the offline outbox (client mutation) in the next home-wapp', async () => {
    bed.clock.now = new Date('2025-03-03T10:00:00Z');
    const answer = dataOf(
      'review',
      await call(bed.app, 'POST', '/api/customer/reviews', ana.auth, { productCode, rating: 2 }, { 'X-Client-Mutation-Id': 'rating-1' }),
    );
    const after = dataOf('homeWapp', await homeWapp());
    expect(after.productsRating[productCode]).toBeCloseTo(answer.rating, 10);
  });

  it('moves the catalogue version on every rating, even two at the same instant', async () => {
    const versionNow = async () => (await bed.db.select().from(referenceVersions).where(eq(referenceVersions.area, 'catalogue')))[0]?.updatedAt.getTime();
    bed.clock.now = new Date('2025-03-04T10:00:00Z');
    await rate(ana, { productCode, rating: 5 });
    const first = await versionNow();
    await rate(bea, { productCode, rating: 1 });
    expect(await versionNow()).toBeGreaterThan(first ?? Number.POSITIVE_INFINITY);
  });

  it('answers 404 for an unknown product', async () => {
    const result = await rate(ana, { productCode: 'NOPE999', rating: 3 });
    expect(result.status).toBe(404);
  });

  it('refuses ratings outside 1–5 and malformed product codes, naming the field', async () => {
    for (const rating of [0, 6, 2.5, 'five']) {
      const result = await rate(ana, { productCode, rating });
      expect(result.status, String(rating)).toBe(400);
      expect(result.body?.error?.field).toBe('rating');
    }
    expect((await rate(ana, { productCode: 'a b', rating: 3 })).body?.error?.field).toBe('productCode');
  });
});
