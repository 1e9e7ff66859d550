import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Invoice, OrderCreateBody } from '../../../../src/api/contract';
import type { ManageCatalogue, ManageCategory, ManageExtra, ManageProduct } from '../../../../src/api/contract/manage/catalogue';
import { splitGross } from '../../../../src/domain/pricing/pricing';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import type { Database } from '../../../../server/platform/db/connect';
import { locationProducts, orderLines, orders, productExtras, products, referenceVersions } from '../../../../server/platform/db/schema';
import { backends, getJson, type FreshDatabase } from '../../harness';
import { pay, type TestStaff } from '../../support/counterBed';
import { call, createCustomer, type TestCustomer } from '../../support/customers';
import { auditCount, lastAudit, manageCall, manageStaff } from '../../support/manageBed';
import { cartLine, OPEN_TIME, orderBody, ordersTestApp, postOrder, SHOP_ID } from '../../support/orderBed';

const NEW_PRODUCT = { categoryId: 1, title: { es: 'Café con leche de avena', en: 'Oat latte' }, price: 2.3, vatTypeId: 2 };

async function everyProductRow(db: Database) {
  return {
    products: await db.select().from(products).orderBy(products.productCode),
    shops: await db.select().from(locationProducts).orderBy(locationProducts.locationId, locationProducts.productCode),
    extras: await db.select().from(productExtras).orderBy(productExtras.id),
  };
}

async function versionOf(db: Database, area: string): Promise<number | undefined> {
  const [row] = await db.select().from(referenceVersions).where(eq(referenceVersions.area, area));
  return row?.updatedAt.getTime();
}

async function homeProduct(app: Hono, shop: string, code: string) {
  const { body } = await getJson(app, `/api/customer/${shop}/home-wapp`, { 'X-Language': 'es' });
  return (body as { data: HomeData }).data.products.flatMap((group) => group.items).find((item) => item.productCode === code);
}

describe.each(backends)('the catalogue written from the back office on $name', (backend) => {
  let fresh: FreshDatabase;
  let app: Hono;
  let db: Database;
  let owner: TestStaff;
  let manager: TestStaff;
  let customer: TestCustomer;

  beforeAll(async () => {
    fresh = await backend.fresh();
    db = fresh.opened.db;
    await seedIfEmpty(db);
    app = ordersTestApp(db, () => OPEN_TIME);
    owner = await manageStaff(db, 'owner.writes@example.com', 'owner', []);
    manager = await manageStaff(db, 'manager.writes@example.com', 'manager', [SHOP_ID]);
    customer = await createCustomer(db, 'customer.writes@example.com');
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it('refuses each wrong write with a 4xx naming the field, and writes nothing', async () => {
    const [extra] = await db.select().from(productExtras).orderBy(productExtras.id).limit(1);
    const refusals: [string, string, unknown, number, string | undefined][] = [
      ['POST', '/products', { ...NEW_PRODUCT, price: -1 }, 400, 'price'],
      ['POST', '/products', { ...NEW_PRODUCT, price: 1.234 }, 400, 'price'],
      ['PATCH', '/products/P1001', { price: 1.005 }, 400, 'price'],
      ['POST', '/products', { ...NEW_PRODUCT, code: 'P1001' }, 409, 'code'],
      ['POST', '/products', { ...NEW_PRODUCT, code: 'CAFE-AVENA' }, 400, 'code'],
      ['POST', '/products', { ...NEW_PRODUCT, title: { es: ' ', en: 'Oat latte' } }, 400, 'title'],
      ['POST', '/products', { ...NEW_PRODUCT, colour: 'red' }, 400, 'colour'],
      ['POST', '/products', { ...NEW_PRODUCT, categoryId: 999 }, 422, 'categoryId'],
      ['POST', '/products', { ...NEW_PRODUCT, extras: [999] }, 422, 'extras'],
      ['POST', '/products', { ...NEW_PRODUCT, extras: [extra?.id], extrasPrice: { nothing: 0.5 } }, 422, 'extrasPrice'],
      ['PATCH', '/products/P1001', { extras: [] }, 422, 'extrasPrice'],
      ['POST', '/products', { ...NEW_PRODUCT, allergens: ['gluten', 'chocolate'] }, 400, 'allergens.1'],
      ['PATCH', '/products/NOPE', { price: 2 }, 404, undefined],
      ['PUT', '/products/P1001/shops/zz99', { sold: true }, 404, 'shop'],
      ['PUT', '/products/P1001/shops/va01', { sold: true, price: -0.5 }, 400, 'price'],
      [
        'POST',
        '/extras',
        { extraType: 'list', titles: { es: 'T', en: 'S' }, list: [{ id: 'a', name: { es: 'A', en: 'A' } }], extras: [], value: 'b' },
        422,
        'value',
      ],
      ['PATCH', '/categories/999', { sort: 3 }, 404, undefined],
    ];
    const before = await everyProductRow(db);
    const audits = await auditCount(db);
    for (const [method, url, body, status, field] of refusals) {
      const answer = await manageCall(app, owner, method, url, body);
      expect({ url, body, status: answer.status, field: answer.body.error?.field }).toEqual({ url, body, status, field });
    }
    expect(await everyProductRow(db)).toEqual(before);
    expect(await auditCount(db)).toBe(audits);
  });

  it('creates a product with the next code of the series, its net and VAT by the VAT rule, and audits it', async () => {
    const highest = Math.max(...(await db.select({ code: products.productCode }).from(products)).map(({ code }) => Number(/^P(\d+)$/.exec(code)?.[1] ?? 0)));
    const [firstCode, secondCode] = [`P${highest + 1}`, `P${highest + 2}`];
    const first = await manageCall<ManageProduct>(app, owner, 'POST', '/products', {
      ...NEW_PRODUCT,
      allergens: ['milk'],
      mayContain: { es: 'Frutos secos', en: 'Nuts' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      code: firstCode,
      ...splitGross(2.3, 2),
      allergens: ['milk'],
      shops: [],
      archived: false,
      photos: [],
    });
    const [row] = await db.select().from(products).where(eq(products.productCode, firstCode));
    expect(row?.allergens).toEqual([{ es: 'Leche', en: 'Milk', ca: 'Llet' }]);
    expect(row?.mayContain).toEqual({ es: 'Frutos secos', en: 'Nuts' });
    const second = await manageCall<ManageProduct>(app, owner, 'POST', '/products', NEW_PRODUCT);
    expect(second.body.data?.code).toBe(secondCode);
    expect(await lastAudit(db)).toMatchObject({
      action: 'product.create',
      subject: `product:${secondCode}`,
      actor: 'owner.writes@example.com',
      before: null,
    });
  });

  it('changes one field, derives net and VAT again, audits before → after, and moves the catalogue version on', async () => {
    const version = await versionOf(db, 'catalogue');
    const answer = await manageCall<ManageProduct>(app, owner, 'PATCH', '/products/P1002', { price: 1.65 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject(splitGross(1.65, answer.body.data?.vatTypeId ?? 0));
    const audit = await lastAudit(db);
    expect(audit).toMatchObject({ action: 'product.update', subject: 'product:P1002', staffId: owner.id });
    expect((audit?.before as ManageProduct).price).not.toBe(1.65);
    expect((audit?.after as ManageProduct).price).toBe(1.65);
    expect(await versionOf(db, 'catalogue')).toBeGreaterThan(version ?? 0);
    expect(await homeProduct(app, 'va01', 'P1002')).toMatchObject(splitGross(1.65, answer.body.data?.vatTypeId ?? 0));
  });

  it('writes categories and extras with their audit rows', async () => {
    const category = await manageCall<ManageCategory>(app, owner, 'POST', '/categories', { title: { es: 'Zumos', en: 'Juices' }, deliverable: false });
    expect(category.status).toBe(200);
    expect(await lastAudit(db)).toMatchObject({ action: 'category.create', subject: `category:${category.body.data?.id}` });
    const renamed = await manageCall<ManageCategory>(app, owner, 'PATCH', `/categories/${category.body.data?.id}`, {
      title: { es: 'Zumos frescos', en: 'Fresh juices' },
    });
    expect(renamed.body.data).toMatchObject({ title: { es: 'Zumos frescos', en: 'Fresh juices' }, deliverable: false });
    expect(await lastAudit(db)).toMatchObject({ action: 'category.update', before: { title: { es: 'Zumos' } }, after: { title: { es: 'Zumos frescos' } } });

    const extrasVersion = await versionOf(db, 'productExtras');
    const extra = await manageCall<ManageExtra>(app, owner, 'POST', '/extras', {
      extraType: 'bool',
      titles: { es: 'Hielo', en: 'Ice' },
      list: [],
      extras: [],
      value: 'ice',
    });
    expect(extra.status).toBe(200);
    expect(await lastAudit(db)).toMatchObject({ action: 'extra.create', subject: `extra:${extra.body.data?.id}` });
    expect(await versionOf(db, 'productExtras')).toBeGreaterThan(extrasVersion ?? 0);
    const product = await manageCall<ManageProduct>(app, owner, 'PATCH', '/products/P1003', { extras: [extra.body.data?.id], extrasPrice: { ice: 0.2 } });
    expect(product.body.data).toMatchObject({ extras: [extra.body.data?.id], extrasPrice: { ice: 0.2 } });
    const dropped = await manageCall(app, owner, 'PATCH', `/extras/${extra.body.data?.id}`, { value: 'cold' });
    expect(dropped.status).toBe(409);
    expect(dropped.body.error?.field).toBe('extras');
    const renamedExtra = await manageCall<ManageExtra>(app, owner, 'PATCH', `/extras/${extra.body.data?.id}`, { titles: { es: 'Con hielo', en: 'Iced' } });
    expect(renamedExtra.body.data?.titles.es).toBe('Con hielo');
    expect(await lastAudit(db)).toMatchObject({ action: 'extra.update', before: { titles: { es: 'Hielo' } }, after: { titles: { es: 'Con hielo' } } });
  });

  it("prices an order and its invoice at the shop's own price, and answers a cart at the old price with the price-changed refusal", async () => {
    const set = await manageCall<ManageProduct>(app, manager, 'PUT', '/products/P1001/shops/va01', { sold: true, price: 1.9 });
    expect(set.status).toBe(200);
    expect(set.body.data?.shops.find((shop) => shop.shop === 'va01')).toEqual({ shop: 'va01', price: 1.9, stock: null });
    const audit = await lastAudit(db);
    expect(audit).toMatchObject({ action: 'product.shop', subject: 'product:P1001', locationId: SHOP_ID, before: { price: null }, after: { price: 1.9 } });
    expect(await homeProduct(app, 'va01', 'P1001')).toMatchObject(splitGross(1.9, 2));
    expect((await homeProduct(app, 'va02', 'P1001'))?.price).toBe(1.4);

    const line = await cartLine(db, 'P1001', 2);
    expect(line.unitPrice).toBe(1.9);
    const stale: OrderCreateBody = await orderBody(db, customer.id, [line]);
    const placed = await postOrder(app, customer, stale);
    expect(placed.status).toBe(200);
    const orderId = (placed.body as { data: { order: { orderId: number } } }).data.order.orderId;
    const [stored] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(stored).toMatchObject({ productCode: 'P1001', unitPrice: 1.9, price: 3.8 });
    await pay(db, orderId, OPEN_TIME);
    const invoices = await call(app, 'GET', '/api/customer/invoices', customer.auth);
    const invoice = (invoices.body?.data as Invoice[]).find((one) => one.orderId === orderId);
    expect(invoice?.products.find((product) => product.code === 'P1001')).toMatchObject({ quantity: 2, price: 1.9, total: 3.8 });
    expect(invoice?.totalPrice).toBe(3.8);

    // The customer's cart still holds 1.90; the shop now charges 2.10.
    expect((await manageCall(app, manager, 'PUT', '/products/P1001/shops/va01', { sold: true, price: 2.1 })).status).toBe(200);
    const ordersBefore = await db.select().from(orders);
    const refused = await postOrder(app, customer, stale);
    expect(refused.status).toBe(409);
    expect(refused.body?.error).toMatchObject({ code: 'price_mismatch', field: 'products.0.price' });
    expect(await db.select().from(orders)).toHaveLength(ordersBefore.length);
  });

  it('takes a product off a shop, and back at the product price', async () => {
    const off = await manageCall<ManageProduct>(app, manager, 'PUT', '/products/P1001/shops/va01', { sold: false });
    expect(off.body.data?.shops.some((shop) => shop.shop === 'va01')).toBe(false);
    expect(await homeProduct(app, 'va01', 'P1001')).toBeUndefined();
    expect(await lastAudit(db)).toMatchObject({ action: 'product.shop', before: { price: 2.1 }, after: null });
    const back = await manageCall<ManageProduct>(app, manager, 'PUT', '/products/P1001/shops/va01', { sold: true });
    expect(back.body.data?.shops.find((shop) => shop.shop === 'va01')).toEqual({ shop: 'va01', price: null, stock: null });
  });

  it('archives an ordered product instead of deleting it; it is then sold nowhere and refuses edits', async () => {
    const audits = await auditCount(db);
    const removed = await manageCall<{ archived: boolean }>(app, owner, 'DELETE', '/products/P1001', {});
    expect(removed.body.data).toEqual({ archived: true });
    expect(await auditCount(db)).toBe(audits + 1);
    expect(await lastAudit(db)).toMatchObject({ action: 'product.archive', subject: 'product:P1001', after: { archived: true, shops: [] } });
    expect(await db.select().from(locationProducts).where(eq(locationProducts.productCode, 'P1001'))).toEqual([]);
    const catalogue = await manageCall<ManageCatalogue>(app, owner, 'GET', '/catalogue');
    expect(catalogue.body.data?.products.find((product) => product.code === 'P1001')?.archived).toBe(true);
    expect(await homeProduct(app, 'va01', 'P1001')).toBeUndefined();

    for (const [method, url, body] of [
      ['PATCH', '/products/P1001', { price: 2 }],
      ['PUT', '/products/P1001/shops/va01', { sold: true }],
    ] as const) {
      const answer = await manageCall(app, owner, method, url, body);
      expect(answer.status).toBe(409);
      expect(answer.body.error?.code).toBe('archived');
    }
    expect(await auditCount(db)).toBe(audits + 1);

    const [template] = await db.select().from(products).where(eq(products.productCode, 'P1002'));
    const order = await orderBody(db, customer.id, [{ ...(await cartLine(db, 'P1002')), productCode: 'P1001', key: 'P1001', unitPrice: template?.price ?? 0 }]);
    const refused = await postOrder(app, customer, order);
    expect(refused.status).toBe(409);
    expect(refused.body?.error?.code).toBe('product_unavailable');
  });

  it('deletes a product never ordered', async () => {
    const created = await manageCall<ManageProduct>(app, owner, 'POST', '/products', { ...NEW_PRODUCT, code: 'SHORTLIVED' });
    expect(created.status).toBe(200);
    const removed = await manageCall<{ archived: boolean }>(app, owner, 'DELETE', '/products/SHORTLIVED', {});
    expect(removed.body.data).toEqual({ archived: false });
    expect(await db.select().from(products).where(eq(products.productCode, 'SHORTLIVED'))).toEqual([]);
    expect(await lastAudit(db)).toMatchObject({ action: 'product.remove', subject: 'product:SHORTLIVED', before: { code: 'SHORTLIVED' }, after: null });
  });
});
