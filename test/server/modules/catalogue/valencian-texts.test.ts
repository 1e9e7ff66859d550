import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Location } from '../../../../src/api/contract';
import type { ManageCategory, ManageProduct } from '../../../../src/api/contract/manage/catalogue';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import type { Database } from '../../../../server/platform/db/connect';
import { categories, locations, products } from '../../../../server/platform/db/schema';
import { backends, getJson, type FreshDatabase } from '../../harness';
import type { TestStaff } from '../../support/counterBed';
import { manageCall, manageStaff } from '../../support/manageBed';
import { OPEN_TIME, ordersTestApp } from '../../support/orderBed';

/** The shop's catalogue as the customer API answers it in a language. */
async function home(app: Hono, language: string): Promise<HomeData> {
  const { status, body } = await getJson(app, '/api/customer/va01/home-wapp', { 'X-Language': language });
  expect(status).toBe(200);
  return (body as { data: HomeData }).data;
}

/** A text as saved before Valencian existed (the seed catalogue may carry Valencian texts). */
const withoutValencian = <T extends { ca?: string }>({ ca: _ca, ...text }: T) => text;

const itemOf = (data: HomeData, code: string) => data.products.flatMap((group) => group.items).find((item) => item.productCode === code)!;
const groupOf = (data: HomeData, categoryId: number) => data.products.find((group) => group.categoryId === categoryId)!;

describe.each(backends)('Valencian catalogue texts on $name', (backend) => {
  let fresh: FreshDatabase;
  let app: Hono;
  let db: Database;
  let owner: TestStaff;
  let valencian: string;
  let spanishOnly: string;

  beforeAll(async () => {
    fresh = await backend.fresh();
    db = fresh.opened.db;
    await seedIfEmpty(db);
    app = ordersTestApp(db, () => OPEN_TIME);
    owner = await manageStaff(db, 'owner.valencian@example.com', 'owner', []);
    const shown = await home(app, 'es');
    [valencian, spanishOnly] = shown.products.flatMap((group) => group.items.map((item) => item.productCode)) as [string, string];
    // Texts as saved before Valencian existed, whatever the seed catalogue carries: written before any
    // Valencian answer is made (and cached).
    const [seeded] = await db.select().from(products).where(eq(products.productCode, spanishOnly));
    await db
      .update(products)
      .set({ title: withoutValencian(seeded!.title), description: withoutValencian(seeded!.description) })
      .where(eq(products.productCode, spanishOnly));
    for (const group of shown.products.slice(1)) {
      const [category] = await db.select().from(categories).where(eq(categories.id, group.categoryId));
      await db
        .update(categories)
        .set({ title: withoutValencian(category!.title) })
        .where(eq(categories.id, group.categoryId));
    }
    for (const row of await db.select().from(locations))
      await db
        .update(locations)
        .set({ name: withoutValencian(row.name) })
        .where(eq(locations.id, row.id));
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it('saves a product’s Valencian texts from the back office and answers X-Language: ca with them', async () => {
    const [row] = await db.select().from(products).where(eq(products.productCode, valencian));
    const saved = await manageCall<ManageProduct>(app, owner, 'PATCH', `/products/${valencian}`, {
      title: { ...row!.title, ca: 'Café amb llet de civada' },
      description: { ...row!.description, ca: 'Espresso amb llet de civada escalfada' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.title.ca).toBe('Café amb llet de civada');
    const [stored] = await db.select().from(products).where(eq(products.productCode, valencian));
    expect(stored?.title).toEqual({ es: row!.title.es, en: row!.title.en, ca: 'Café amb llet de civada' });

    const ca = itemOf(await home(app, 'ca'), valencian);
    expect(ca.title).toBe('Café amb llet de civada');
    expect(ca.description).toBe('Espresso amb llet de civada escalfada');
    // Spanish and English readers see their own texts still.
    expect(itemOf(await home(app, 'es'), valencian).title).toBe(row!.title.es);
    expect(itemOf(await home(app, 'en'), valencian).title).toBe(row!.title.en);
  });

  it('answers a product without Valencian text in Spanish, never empty', async () => {
    const [row] = await db.select().from(products).where(eq(products.productCode, spanishOnly));
    expect(row?.title.ca).toBeUndefined();
    const ca = itemOf(await home(app, 'ca'), spanishOnly);
    expect(ca.title).toBe(row!.title.es);
    expect(ca.description).toBe(row!.description.es);
  });

  it('clears a Valencian text: the product reads in Spanish again', async () => {
    const [row] = await db.select().from(products).where(eq(products.productCode, valencian));
    const cleared = await manageCall<ManageProduct>(app, owner, 'PATCH', `/products/${valencian}`, { title: { ...row!.title, ca: '' } });
    expect(cleared.status).toBe(200);
    expect(itemOf(await home(app, 'ca'), valencian).title).toBe(row!.title.es);
    // The description's Valencian text stays.
    expect(itemOf(await home(app, 'ca'), valencian).description).toBe('Espresso amb llet de civada escalfada');
  });

  it('names a category in Valencian, and keeps Spanish for the ones without', async () => {
    const data = await home(app, 'es');
    const [first, second] = data.products.map((group) => group.categoryId) as [number, number];
    const [row] = await db.select().from(categories).where(eq(categories.id, first));
    const saved = await manageCall<ManageCategory>(app, owner, 'PATCH', `/categories/${first}`, { title: { ...row!.title, ca: 'Cafés de sempre' } });
    expect(saved.status).toBe(200);
    const ca = await home(app, 'ca');
    expect(groupOf(ca, first).title).toBe('Cafés de sempre');
    expect(groupOf(ca, second).title).toBe(groupOf(data, second).title);
  });

  it('shows declared allergens by their Valencian names', async () => {
    const saved = await manageCall<ManageProduct>(app, owner, 'PATCH', `/products/${spanishOnly}`, { allergens: ['milk', 'gluten'] });
    expect(saved.status).toBe(200);
    expect(itemOf(await home(app, 'ca'), spanishOnly).allergens).toEqual(['Gluten', 'Llet']);
    expect(itemOf(await home(app, 'es'), spanishOnly).allergens).toEqual(['Gluten', 'Leche']);
  });

  it('refuses a Valencian text that is not text, and writes nothing', async () => {
    const [before] = await db.select().from(products).where(eq(products.productCode, valencian));
    const refused = await manageCall(app, owner, 'PATCH', `/products/${valencian}`, { title: { ...before!.title, ca: 42 } });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.field).toMatch(/^title/);
    const [after] = await db.select().from(products).where(eq(products.productCode, valencian));
    expect(after?.title).toEqual(before?.title);
  });

  it('names the shops in Spanish for Valencian readers when they have no Valencian name', async () => {
    const { body } = await getJson(app, '/api/customer/locations', { 'X-Language': 'ca' });
    const spanish = await getJson(app, '/api/customer/locations', { 'X-Language': 'es' });
    const names = (list: unknown) => (list as { data: Location[] }).data.map((location) => location.name);
    expect(names(body)).toEqual(names(spanish.body));
  });
});
