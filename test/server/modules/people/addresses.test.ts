import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../../../src/api/contract';
import * as demo from '../../../../server/platform/db/seed/data';
import { addresses } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { addressBody as newAddressBody } from '../../support/addressBody';
import { accountTestBed, call, createCustomer, dataOf, type AccountTestBed, type TestCustomer } from '../../support/customers';

const home = demo.cities[0]!;
const homeProvince = demo.provinces.find((province) => province.code === home.provinceCode)!;
const elsewhere = demo.cities.find((city) => city.provinceCode !== home.provinceCode)!;

/** A new address at home; the city and province names are made up, as the server must not keep them. */
function addressBody(overrides: Record<string, unknown> = {}) {
  return newAddressBody(
    { cityCode: home.code, provinceCode: home.provinceCode },
    { city: { code: home.code, name: 'a name the client made up' }, province: { code: home.provinceCode, name: 'also made up' }, ...overrides },
  );
}

describe.each(backends)('delivery addresses on $name', (backend) => {
  let bed: AccountTestBed;
  let ana: TestCustomer;
  let bea: TestCustomer;
  const save = (who: TestCustomer, addressId: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(bed.app, 'POST', `/api/customer/addresses/${addressId}`, who.auth, { ...body, addressId }, headers);
  const list = async (who: TestCustomer) => dataOf('addresses', await call(bed.app, 'GET', '/api/customer/addresses', who.auth));

  beforeAll(async () => {
    bed = await accountTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com');
    bea = await createCustomer(bed.db, 'bea@example.com');
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('starts with an empty list', async () => {
    expect(await list(ana)).toEqual([]);
  });

  it('creates the first address as the default, with names from the server tables', async () => {
    const saved = dataOf('addressSave', await save(ana, 0, addressBody()));
    expect(saved.addressId).toBeGreaterThan(0);
    expect(saved).toMatchObject({
      contactFullName: 'Ana García',
      addressLine2: '2º B',
      city: { code: home.code, name: home.name },
      province: { code: homeProvince.code, name: homeProvince.name },
      notes: 'Ring twice',
      isDefault: true,
    });
    expect(await list(ana)).toEqual([saved]);
  });

  it('adds more addresses in creation order; isDefault moves the default', async () => {
    const second = dataOf('addressSave', await save(ana, 0, addressBody({ addressLine1: 'Calle Segunda 2' })));
    expect(second.isDefault).toBe(false);
    const third = dataOf('addressSave', await save(ana, 0, addressBody({ addressLine1: 'Calle Tercera 3', isDefault: true })));
    expect(third.isDefault).toBe(true);
    const all = await list(ana);
    expect(all.map((address) => address.addressLine1)).toEqual(['Calle Mayor 1', 'Calle Segunda 2', 'Calle Tercera 3']);
    expect(all.map((address) => address.isDefault)).toEqual([false, false, true]);
  });

  it('updates an own address in place', async () => {
    const [, second] = await list(ana);
    const updated = dataOf(
      'addressSave',
      await save(
        ana,
        second!.addressId,
        addressBody({ addressLine1: 'Calle Segunda 22', city: { code: elsewhere.code }, province: { code: elsewhere.provinceCode } }),
      ),
    );
    expect(updated).toMatchObject({ addressId: second!.addressId, addressLine1: 'Calle Segunda 22', city: { code: elsewhere.code, name: elsewhere.name } });
    expect((await list(ana)).length).toBe(3);
  });

  it("answers 404 for another customer's address, on update and on delete, and changes nothing", async () => {
    const [first] = await list(ana);
    const update = await save(bea, first!.addressId, addressBody({ addressLine1: 'Hijacked' }));
    expect(update.status).toBe(404);
    const removal = await call(bed.app, 'DELETE', `/api/customer/addresses/${first!.addressId}`, bea.auth);
    expect(removal.status).toBe(404);
    expect((await list(ana))[0]).toEqual(first);
    expect(await list(bea)).toEqual([]);
    expect((await save(ana, 999_999, addressBody())).status).toBe(404);
  });

  it('refuses a city outside the province, an unknown city or province, naming the field', async () => {
    const outside = await save(ana, 0, addressBody({ city: { code: elsewhere.code } }));
    expect(outside.status).toBe(400);
    expect(outside.body?.error?.field).toBe('city.code');
    expect((await save(ana, 0, addressBody({ city: { code: '99999' } }))).body?.error?.field).toBe('city.code');
    expect((await save(ana, 0, addressBody({ province: { code: '00' } }))).body?.error?.field).toBe('province.code');
    expect((await list(ana)).length).toBe(3);
  });

  it('refuses the spec §5 field rules naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ contactPhone: '12345' }, 'contactPhone'],
      [{ contactFullName: '   ' }, 'contactFullName'],
      [{ addressLine1: '' }, 'addressLine1'],
      [{ cp: '123' }, 'cp'],
      [{ cp: '123456' }, 'cp'],
    ];
    for (const [override, field] of cases) {
      const result = await save(ana, 0, addressBody(override));
      expect(result.status, field).toBe(400);
      expect(result.body?.error?.field).toBe(field);
    }
    const mismatch = await call(bed.app, 'POST', '/api/customer/addresses/0', ana.auth, addressBody({ addressId: 5 }));
    expect(mismatch.body?.error?.field).toBe('addressId');
  });

  it('refuses to delete the first address of the list (409 first_address)', async () => {
    const [first] = await list(ana);
    const result = await call(bed.app, 'DELETE', `/api/customer/addresses/${first!.addressId}`, ana.auth);
    expect(result.status).toBe(409);
    expect(result.body?.error?.code).toBe('first_address');
    expect((await list(ana)).length).toBe(3);
  });

  it('deleting the default moves the default to the first address', async () => {
    const [, , third] = await list(ana);
    expect(third!.isDefault).toBe(true);
    const deleted = dataOf('addressDelete', await call(bed.app, 'DELETE', `/api/customer/addresses/${third!.addressId}`, ana.auth));
    expect(deleted).toEqual({ addressId: third!.addressId });
    const left = await list(ana);
    expect(left.map((address) => address.isDefault)).toEqual([true, false]);
  });

  it('creates an address once when the same offline save is replayed', async () => {
    const mutation = { [HEADERS.clientMutationId]: 'address-new-1' };
    const first = await save(ana, 0, addressBody({ addressLine1: 'Offline 1' }), mutation);
    const replay = await save(ana, 0, addressBody({ addressLine1: 'Offline 1' }), mutation);
    expect(replay.body).toEqual(first.body);
    expect((await list(ana)).filter((address) => address.addressLine1 === 'Offline 1').length).toBe(1);
  });

  it('creates an address once when the same offline save arrives twice at the same moment', async () => {
    const mutation = { [HEADERS.clientMutationId]: 'address-race-1' };
    const body = addressBody({ addressLine1: 'Raced 1' });
    const [one, two] = await Promise.all([save(ana, 0, body, mutation), save(ana, 0, body, mutation)]);
    expect(one.status).toBe(200);
    expect(two.body).toEqual(one.body);
    expect((await list(ana)).filter((address) => address.addressLine1 === 'Raced 1').length).toBe(1);
  });

  it('stores no address when a save carrying a mutation id is refused', async () => {
    const before = await bed.db.select().from(addresses);
    const result = await save(ana, 0, addressBody({ city: { code: elsewhere.code } }), { [HEADERS.clientMutationId]: 'address-bad-1' });
    expect(result.status).toBe(400);
    expect((await bed.db.select().from(addresses)).length).toBe(before.length);
  });
});
