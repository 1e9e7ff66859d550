import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, provinces } from '../../../server/platform/db/schema';
import * as demo from '../../../server/platform/db/seed/data';
import { backends, getJson, seededApp, type TestApp } from '../harness';

const provinceWithoutDelivery = demo.provinces.find((p) => !demo.transports.some((tr) => tr.provinceCode === p.code))!;
const cityInOtherProvince = demo.cities.find((city) => city.provinceCode !== provinceWithoutDelivery.code)!;

describe.each(backends)('refusals on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(backend);
  });
  afterAll(async () => {
    await t.fresh.dispose();
  });

  async function expectFailure(url: string, status: number, code: string) {
    const { status: actual, body, response } = await getJson(t.app, url);
    expect(actual).toBe(status);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(body).toMatchObject({ wasOk: false, error: { code } });
    return body as { error: { message: string; field?: string } };
  }

  describe('404 for what does not exist', () => {
    it('unknown location', async () => {
      const body = await expectFailure('/api/customer/zz99/home-wapp', 404, 'not_found');
      expect(body.error.message).toBe('Location zz99 not found');
    });
    it('unknown page', async () => {
      await expectFailure('/api/customer/page/no-such-page', 404, 'not_found');
    });
    it('province missing from the database, for cities and transport', async () => {
      // Every valid INE code is seeded, so remove one that nothing refers to.
      const unused = demo.provinces.find(
        (p) =>
          p.code !== provinceWithoutDelivery.code &&
          !demo.cities.some((c) => c.provinceCode === p.code) &&
          !demo.transports.some((tr) => tr.provinceCode === p.code),
      )!;
      await t.fresh.opened.db.delete(provinces).where(eq(provinces.code, unused.code));
      const body = await expectFailure(`/api/customer/common/provinces/${unused.code}/cities`, 404, 'not_found');
      expect(body.error.message).toBe(`Province ${unused.code} not found`);
      await expectFailure(`/api/customer/common/transport-price/${unused.code}/${cityInOtherProvince.code}`, 404, 'not_found');
    });
    it('unknown city, or a city of another province, for transport', async () => {
      await expectFailure(`/api/customer/common/transport-price/${cityInOtherProvince.provinceCode}/99999`, 404, 'not_found');
      await expectFailure(`/api/customer/common/transport-price/${provinceWithoutDelivery.code}/${cityInOtherProvince.code}`, 404, 'not_found');
    });
    it('a known city of a province without any delivery configuration', async () => {
      const city = { provinceCode: provinceWithoutDelivery.code, code: `${provinceWithoutDelivery.code}001`, name: 'Pueblo de prueba' };
      await t.fresh.opened.db.insert(cities).values(city).onConflictDoNothing();
      const body = await expectFailure(`/api/customer/common/transport-price/${city.provinceCode}/${city.code}`, 404, 'not_found');
      expect(body.error.message).toBe(`No delivery to city ${city.code}`);
    });
    it('unknown API path, as JSON', async () => {
      await expectFailure('/api/customer/nothing-here', 404, 'not_found');
      await expectFailure('/api', 404, 'not_found');
    });
  });

  describe('400 for malformed codes, naming the field', () => {
    it('location code with forbidden characters', async () => {
      const body = await expectFailure('/api/customer/a%20b/home-wapp', 400, 'bad_request');
      expect(body.error.field).toBe('code');
    });
    it('province code out of the INE range', async () => {
      const body = await expectFailure('/api/customer/common/provinces/99/cities', 400, 'bad_request');
      expect(body.error.field).toBe('provinceCode');
    });
    it('city code that is not five digits', async () => {
      const body = await expectFailure('/api/customer/common/transport-price/46/4625', 400, 'bad_request');
      expect(body.error.field).toBe('cityCode');
    });
    it('page code with capitals and dots', async () => {
      const body = await expectFailure('/api/customer/page/..%2F..%2Fetc', 400, 'bad_request');
      expect(body.error.field).toBe('pageCode');
    });
    it('badly encoded path pieces do not crash the server', async () => {
      const { status } = await getJson(t.app, '/api/customer/%E0%A4%A/home-wapp');
      expect(status).toBe(400);
    });
  });
});
