import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageCatalogue, ManageProduct } from '../../../../src/api/contract/manage/catalogue';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import type { Database } from '../../../../server/platform/db/connect';
import { locationProducts, products } from '../../../../server/platform/db/schema';
import { backends, type FreshDatabase } from '../../harness';
import type { TestStaff } from '../../support/counterBed';
import { auditCount, manageCall, manageStaff } from '../../support/manageBed';
import { ordersTestApp, OPEN_TIME, SHOP_ID } from '../../support/orderBed';

const OTHER_SHOP_ID = 11;
type Who = 'owner' | 'granted' | 'manager' | 'otherManager' | 'barista';
const NEW_PRODUCT = { categoryId: 1, title: { es: 'Prueba', en: 'Test' }, price: 2, vatTypeId: 2 };

/** Every catalogue call; `n` makes each one's target its own, so any member allowed may make it. */
const CALLS: Record<string, (n: number) => [string, string, unknown?]> = {
  read: () => ['GET', '/catalogue'],
  createProduct: (n) => ['POST', '/products', { ...NEW_PRODUCT, code: `NEW${n}` }],
  updateProduct: (n) => ['PATCH', `/products/EDIT${n}`, { price: 2.5 }],
  removeProduct: (n) => ['DELETE', `/products/GONE${n}`, {}],
  shopProduct: (n) => ['PUT', `/products/EDIT${n}/shops/va01`, { sold: true, price: 3.1 }],
  createCategory: () => ['POST', '/categories', { title: { es: 'Nueva', en: 'New' }, deliverable: false }],
  updateCategory: () => ['PATCH', '/categories/1', { sort: 1 }],
  createExtra: () => ['POST', '/extras', { extraType: 'bool', titles: { es: 'Hielo', en: 'Ice' }, list: [], extras: [], value: 'ice' }],
  updateExtra: () => ['PATCH', '/extras/1', { titles: { es: 'Extra', en: 'Extra' } }],
};

const ALLOWED: Record<Who, string[]> = {
  owner: Object.keys(CALLS),
  granted: Object.keys(CALLS),
  manager: ['read', 'shopProduct'],
  otherManager: ['read'],
  barista: [],
};

async function addProduct(db: Database, code: string): Promise<void> {
  const [template] = await db.select().from(products).where(eq(products.productCode, 'P1001'));
  if (!template) throw new Error('P1001 missing');
  await db.insert(products).values({ ...template, productCode: code });
  await db.insert(locationProducts).values({ locationId: SHOP_ID, productCode: code });
}

describe.each(backends)('who may make which catalogue call on $name', (backend) => {
  let fresh: FreshDatabase;
  let app: Hono;
  let db: Database;
  const staff = {} as Record<Who, TestStaff>;

  beforeAll(async () => {
    fresh = await backend.fresh();
    db = fresh.opened.db;
    await seedIfEmpty(db);
    app = ordersTestApp(db, () => OPEN_TIME);
    staff.owner = await manageStaff(db, 'owner.cat@example.com', 'owner', []);
    staff.granted = await manageStaff(db, 'granted.cat@example.com', 'manager', [SHOP_ID], ['catalogue']);
    staff.manager = await manageStaff(db, 'manager.cat@example.com', 'manager', [SHOP_ID]);
    staff.otherManager = await manageStaff(db, 'other.cat@example.com', 'manager', [OTHER_SHOP_ID]);
    staff.barista = await manageStaff(db, 'barista.cat@example.com', 'barista', [SHOP_ID]);
    for (let n = 0; n < 5; n += 1) {
      await addProduct(db, `EDIT${n}`);
      await addProduct(db, `GONE${n}`);
    }
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  (Object.keys(ALLOWED) as Who[]).forEach((who, n) => {
    it(`answers the ${who} as the permission rule says, and a refusal writes nothing`, async () => {
      for (const [name, request] of Object.entries(CALLS)) {
        const [method, url, body] = request(n);
        const audits = await auditCount(db);
        const answer = await manageCall(app, staff[who], method, url, body);
        const expected = ALLOWED[who].includes(name);
        expect({ name, status: answer.status }).toEqual({ name, status: expected ? 200 : 403 });
        if (!expected) {
          expect(answer.body.error?.code).toBe('forbidden');
          expect(await auditCount(db)).toBe(audits);
        } else if (method !== 'GET') {
          expect(await auditCount(db)).toBe(audits + 1);
        }
      }
    });
  });

  it('lets every member who opens the back office read archived products, shops and allergen codes', async () => {
    const answer = await manageCall<ManageCatalogue>(app, staff.manager, 'GET', '/catalogue');
    const espresso = answer.body.data?.products.find((product) => product.code === 'P1001') as ManageProduct;
    expect(espresso.shops.map((shop) => shop.shop)).toContain('va01');
    expect(espresso.shops.every((shop) => shop.price === null)).toBe(true);
    expect(answer.body.data?.products.find((product) => product.code === 'GONE4')?.archived).toBe(false);
    expect(answer.body.data?.products.some((product) => product.code === 'GONE0')).toBe(false);
    const withAllergens = answer.body.data?.products.find((product) => product.allergens.length > 0);
    expect(withAllergens?.allergens.every((code) => /^[a-z]+$/.test(code))).toBe(true);
    expect(answer.body.data?.categories.length).toBeGreaterThan(0);
    expect(answer.body.data?.extras.length).toBeGreaterThan(0);
  });
});
