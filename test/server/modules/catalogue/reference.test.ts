import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_TYPE, type EndpointName } from '../../../../src/api/contract';
import { endpointPath, endpoints } from '../../../../src/api/contract/endpoints';
import * as demo from '../../../../server/platform/db/seed/data';
import { backends, getJson, seededApp, type TestApp } from '../../harness';

const shop = demo.locations.find((location) => location.typeId === LOCATION_TYPE.shop)!;
const online = demo.locations.find((location) => location.typeId === LOCATION_TYPE.homeDelivery)!;
const cityTransport = demo.transports.find((transport) => transport.cityCode !== null)!;
const provinceWithCities = demo.cities[0]!.provinceCode;

/** GET of a contract call, its answer checked against the contract's `answer` schema. */
async function call<N extends EndpointName>(t: TestApp, name: N, params: Record<string, string> = {}, headers = {}) {
  const { status, body } = await getJson(t.app, `/api${endpointPath(name, params)}`, headers);
  expect(status).toBe(200);
  const answer = v.parse(endpoints[name].answer, body);
  expect(answer.wasOk).toBe(true);
  return answer.data as NonNullable<v.InferOutput<(typeof endpoints)[N]['answer']>['data']>;
}

describe.each(backends)('reference data calls on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(backend);
  });
  afterAll(async () => {
    await t.fresh.dispose();
  });

  describe('home-wapp', () => {
    it('answers the shop catalogue grouped by category order, then product order', async () => {
      const home = await call(t, 'homeWapp', { code: shop.code });
      expect(home.location).toMatchObject({ id: shop.id, code: shop.code, typeId: shop.typeId });
      const sorts = new Map(demo.categories.map((category) => [category.id, category.sort]));
      const groupSorts = home.products.map((group) => sorts.get(group.categoryId)!);
      expect(groupSorts).toEqual([...groupSorts].sort((a, b) => a - b));
      const productSorts = new Map(demo.products.map((product) => [product.productCode, product.sort]));
      for (const group of home.products) {
        const itemSorts = group.items.map((item) => productSorts.get(item.productCode)!);
        expect(itemSorts).toEqual([...itemSorts].sort((a, b) => a - b));
      }
      const sold = home.products.flatMap((group) => group.items.map((item) => item.productCode));
      expect(new Set(sold)).toEqual(new Set(shop.productCodes));
    });

    it('indexes every product in productsDic and productsRating, with no purchases for visitors', async () => {
      const home = await call(t, 'homeWapp', { code: shop.code });
      home.products.forEach((group, groupIndex) =>
        group.items.forEach((item, itemIndex) => {
          expect(home.productsDic[item.productCode]).toEqual({ categoryId: group.categoryId, groupIndex, itemIndex, rating: item.rating });
          expect(home.productsRating[item.productCode]).toBe(item.rating);
        }),
      );
      expect(home.productsPurchased).toEqual({});
      expect(home.schedule).toEqual(shop.schedule);
      expect(home.legal).toEqual(shop.legal);
      // This server has no OpenID Connect settings.
      expect(home.config).toEqual({ showAddress: demo.settings.showAddress, featureFlags: demo.settings.featureFlags, socialSignIn: false });
      expect(home.menus.length).toBe(shop.menus.length);
    });

    it('derives net and VAT from the gross price and builds slug and photos', async () => {
      const home = await call(t, 'homeWapp', { code: shop.code }, { 'X-Language': 'es' });
      const product = home.products[0]!.items[0]!;
      const seed = demo.products.find((p) => p.productCode === product.productCode)!;
      expect(product.price).toBe(seed.price);
      expect(product.priceNet + product.priceVat).toBeCloseTo(product.price, 2);
      expect(product.slug.endsWith(`-${product.productCode}`)).toBe(true);
      expect(product.slug).toMatch(/^[a-z0-9-]+-P\d+$/);
      expect(product.photo.url500).toBe(`/media/products/${product.productCode}-500.svg`);
      expect(product.photos.length).toBeGreaterThanOrEqual(2);
      expect(product.photos.length).toBeLessThanOrEqual(3);
    });

    it('sells only deliverable products at the home-delivery location', async () => {
      const home = await call(t, 'homeWapp', { code: online.code });
      const items = home.products.flatMap((group) => group.items);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.deliverable)).toBe(true);
      const deliverableCategories = new Set(demo.categories.filter((c) => c.deliverable).map((c) => c.id));
      expect(home.products.every((group) => deliverableCategories.has(group.categoryId))).toBe(true);
    });

    it('finds a location whatever the case of its code, as the app stores it upper-cased', async () => {
      const home = await call(t, 'homeWapp', { code: shop.code.toUpperCase() });
      expect(home.location.code).toBe(shop.code);
    });
  });

  describe('language', () => {
    it('answers in English with X-Language en and in Spanish by default', async () => {
      const english = await call(t, 'homeWapp', { code: shop.code }, { 'X-Language': 'en' });
      const spanish = await call(t, 'homeWapp', { code: shop.code });
      const category = demo.categories.find((c) => c.id === english.products[0]!.categoryId)!;
      expect(english.products[0]!.title).toBe(category.title.en);
      expect(spanish.products[0]!.title).toBe(category.title.es);
      const seed = demo.products.find((p) => p.productCode === english.products[0]!.items[0]!.productCode)!;
      expect(english.products[0]!.items[0]!.title).toBe(seed.title.en);
      expect(spanish.products[0]!.items[0]!.title).toBe(seed.title.es);
    });

    it('falls back to Accept-Language, and X-Language wins over it', async () => {
      const fromBrowser = await call(t, 'locations', {}, { 'Accept-Language': 'fr-FR, en-GB;q=0.8, es;q=0.5' });
      expect(fromBrowser[0]!.name).toBe(demo.locations.find((l) => l.id === fromBrowser[0]!.id)!.name.en);
      const forced = await call(t, 'locations', {}, { 'Accept-Language': 'en', 'X-Language': 'es' });
      expect(forced[0]!.name).toBe(demo.locations.find((l) => l.id === forced[0]!.id)!.name.es);
    });
  });

  it('lists locations with schedule and legal data', async () => {
    const list = await call(t, 'locations');
    expect(list.map((l) => l.code).sort()).toEqual(demo.locations.map((l) => l.code).sort());
    expect(list.find((l) => l.id === shop.id)?.schedule).toEqual(shop.schedule);
  });

  it('answers the product extras dictionary with both languages', async () => {
    const dic = await call(t, 'productExtras');
    expect(dic.list.map((extra) => extra.id).sort()).toEqual(demo.extras.map((extra) => extra.id).sort());
    expect(Number.isNaN(Date.parse(dic.updatedAt))).toBe(false);
    const seed = demo.extras[0]!;
    expect(dic.list.find((extra) => extra.id === seed.id)?.conf.titles).toEqual(seed.titles);
  });

  it('lists provinces, and the cities of one province by name', async () => {
    const provinces = await call(t, 'provinces');
    expect(provinces).toHaveLength(demo.provinces.length);
    const cities = await call(t, 'cities', { provinceCode: provinceWithCities });
    const expected = demo.cities.filter((city) => city.provinceCode === provinceWithCities);
    expect(cities.map((c) => c.code).sort()).toEqual(expected.map((c) => c.code).sort());
    const names = cities.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
  });

  it('prices transport with the city configuration before the province one', async () => {
    const price = await call(t, 'transportPrice', { provinceCode: cityTransport.provinceCode, cityCode: cityTransport.cityCode! });
    expect(price.active).toBe(cityTransport.active);
    expect(price.price).toBe(cityTransport.conf.prices[0]!.price);
    expect(JSON.parse(price.conf)).toEqual(cityTransport.conf);
  });

  it('falls back to the province transport configuration for other cities', async () => {
    const hasOwnConf = (cityCode: string) => demo.transports.some((transport) => transport.cityCode === cityCode);
    const city = demo.cities.find((c) => !hasOwnConf(c.code) && demo.transports.some((tr) => tr.cityCode === null && tr.provinceCode === c.provinceCode))!;
    const provinceConf = demo.transports.find((tr) => tr.cityCode === null && tr.provinceCode === city.provinceCode)!;
    const price = await call(t, 'transportPrice', { provinceCode: city.provinceCode, cityCode: city.code });
    expect(price.price).toBe(provinceConf.conf.prices[0]!.price);
    expect(price.active).toBe(provinceConf.active);
  });

  it('answers a content page in the language asked', async () => {
    const seed = demo.pages[0]!;
    const page = await call(t, 'page', { pageCode: seed.code }, { 'X-Language': 'en' });
    expect(page.title).toBe(seed.title.en);
    expect(page.items).toHaveLength(seed.items.length);
  });

  it('lists recipes with photos, brewing recipes included', async () => {
    const list = await call(t, 'recipes');
    expect(list).toHaveLength(demo.recipes.length);
    expect(list.some((recipe) => recipe.type === 'coffee')).toBe(true);
    expect(list[0]!.photo.url250).toBe(`/media/recipes/${list[0]!.id}-250.svg`);
  });
});
