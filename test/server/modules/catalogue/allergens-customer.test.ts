import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_TYPE, type Product } from '../../../../src/api/contract';
import { endpointPath, endpoints } from '../../../../src/api/contract/endpoints';
import * as demo from '../../../../server/platform/db/seed/data';
import { products } from '../../../../server/platform/db/schema';
import { backends, getJson, seededApp, type TestApp } from '../../harness';

const shop = demo.locations.find((location) => location.typeId === LOCATION_TYPE.shop && location.productCodes.includes('P3001'))!;

async function productsIn(t: TestApp, language: 'es' | 'en'): Promise<Map<string, Product>> {
  const { status, body } = await getJson(t.app, `/api${endpointPath('homeWapp', { code: shop.code })}`, { 'X-Language': language });
  expect(status).toBe(200);
  const home = v.parse(endpoints.homeWapp.answer, body).data!;
  return new Map(home.products.flatMap((group) => group.items).map((item) => [item.productCode, item]));
}

describe.each(backends)('a product’s allergens for customers on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(backend);
    // Written before the first home is read (and cached).
    await t.fresh.opened.db
      .update(products)
      .set({ mayContain: { es: 'Puede contener trazas de sésamo y frutos de cáscara.', en: 'May contain traces of sesame and tree nuts.' } })
      .where(eq(products.productCode, 'P3001'));
  });
  afterAll(async () => {
    await t.fresh.dispose();
  });

  it('gives the declared allergens’ names in the request’s language and their codes, the same in every language', async () => {
    const [es, en] = [await productsIn(t, 'es'), await productsIn(t, 'en')];
    expect(es.get('P3001')).toMatchObject({ allergens: ['Gluten', 'Leche', 'Huevo'], allergenCodes: ['gluten', 'egg', 'milk'] });
    expect(en.get('P3001')).toMatchObject({ allergens: ['Gluten', 'Milk', 'Egg'], allergenCodes: ['gluten', 'egg', 'milk'] });
    // Every product's codes stand for its names (the seed declares only the 14).
    for (const product of es.values()) expect(product.allergenCodes).toHaveLength(product.allergens.length);
  });

  it('gives the "may contain" note as written, in the request’s language, and the allergens it names', async () => {
    const [es, en] = [await productsIn(t, 'es'), await productsIn(t, 'en')];
    expect(es.get('P3001')).toMatchObject({ mayContain: 'Puede contener trazas de sésamo y frutos de cáscara.', traceCodes: ['nuts', 'sesame'] });
    expect(en.get('P3001')).toMatchObject({ mayContain: 'May contain traces of sesame and tree nuts.', traceCodes: ['nuts', 'sesame'] });
    const other = [...es.values()].find((product) => product.productCode !== 'P3001')!;
    expect(other).toMatchObject({ mayContain: '', traceCodes: [] });
  });
});
