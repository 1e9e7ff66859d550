import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { AppDb } from '../../../src/data/db';
import { addressEntityKey, nextLocalAddressId } from '../../../src/data/outbox/localIds';
import { accountEntity } from '../../../src/data/outbox/accountEntity';
import { addressEntity, forgetLocalAddress } from '../../../src/data/outbox/addressEntity';
import { OutboxSender } from '../../../src/data/outbox/sender';
import { addressBody, resetAccountApi, startAccountApi, type AccountApi } from './outboxTestApi';

let api: AccountApi;
const db = new AppDb('outbox-addresses-test');
let online = true;
let outbox: OutboxSender;

beforeAll(async () => {
  api = await startAccountApi();
});
afterAll(() => api.close());

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  resetAccountApi(api, { nextAddressId: 57 });
  online = true;
  const client = createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, logError: () => {} });
  outbox = new OutboxSender({ db, client, isOnline: () => online, entities: [accountEntity, addressEntity] });
});

/** What the address screen does on Save: show the address at once, queue the write. */
async function saveOffline(contactFullName: string, addressId = 0) {
  const id = addressId === 0 ? await nextLocalAddressId(db) : addressId;
  const address = addressBody(contactFullName, id);
  await db.addresses.put({ ...address, pending: true });
  await outbox.enqueue({ endpoint: 'addressSave', params: { addressId: String(id) }, body: address, entityKey: addressEntityKey(id) });
  return id;
}
const writes = () => api.requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.url}`);

describe('addresses created offline (negative local ids)', () => {
  it('sends a new address as addressId 0 and moves the local id, row and later edits to the server id', async () => {
    online = false;
    const localId = await saveOffline('Ana Pérez');
    expect(localId).toBe(-1);
    await saveOffline('Ana Pérez Gómez', localId);
    await outbox.enqueue({ endpoint: 'addressSave', params: { addressId: '-1' }, body: addressBody('Ana P. Gómez', -1), entityKey: addressEntityKey(-1) });

    online = true;
    expect(await outbox.drain()).toBe('empty');
    expect(writes()).toEqual(['POST /api/customer/addresses/0', 'POST /api/customer/addresses/57', 'POST /api/customer/addresses/57']);
    const created = api.requests.find((request) => request.url.endsWith('/0'));
    expect(JSON.parse(created!.body)).toMatchObject({ addressId: 0, contactFullName: 'Ana Pérez' });
    const edit = api.requests.find((request) => request.url.endsWith('/57'));
    expect(JSON.parse(edit!.body)).toMatchObject({ addressId: 57, contactFullName: 'Ana Pérez Gómez' });
    expect(await db.addresses.toArray()).toEqual([expect.objectContaining({ addressId: 57, contactFullName: 'Ana P. Gómez' })]);
    expect(api.state.addresses.size).toBe(1);
  });

  it('keeps the local id of a second offline address distinct', async () => {
    online = false;
    expect(await saveOffline('Ana Pérez')).toBe(-1);
    expect(await saveOffline('Luis Pérez')).toBe(-2);
    online = true;
    await outbox.drain();
    expect((await db.addresses.toArray()).map((address) => address.addressId).sort()).toEqual([57, 58]);
  });

  it('forgets an offline address deleted before it was sent: nothing reaches the server', async () => {
    online = false;
    const localId = await saveOffline('Ana Pérez');
    await saveOffline('Ana Pérez Gómez', localId);
    await forgetLocalAddress(outbox, db, localId);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.addresses.count()).toBe(0);

    online = true;
    expect(await outbox.drain()).toBe('empty');
    expect(api.requests).toHaveLength(0);
  });

  it('deletes the server copy when the offline address is deleted while its creation is on the wire', async () => {
    let release!: () => void;
    api.state.hold = new Promise<void>((resolve) => (release = resolve));
    online = false;
    const localId = await saveOffline('Ana Pérez');
    online = true;
    const drained = outbox.drain();
    await expect.poll(() => api.requests.length).toBe(1);
    await forgetLocalAddress(outbox, db, localId);
    api.state.hold = undefined;
    release();

    expect(await drained).toBe('empty');
    expect(writes()).toEqual(['POST /api/customer/addresses/0', 'DELETE /api/customer/addresses/57']);
    expect(api.state.addresses.size).toBe(0);
    expect(await db.addresses.count()).toBe(0);
  });

  it('drops a refused offline address and the edits queued behind it', async () => {
    online = false;
    const localId = await saveOffline('Ana Pérez');
    await saveOffline('Ana Pérez Gómez', localId);
    online = true;
    api.state.refuse = () => 400;
    await outbox.drain();
    expect(writes()).toEqual(['POST /api/customer/addresses/0']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.addresses.count()).toBe(0);
  });
});

describe('address mirror after a write', () => {
  it('refetches the list once no address write is queued, keeping what is still pending', async () => {
    api.state.addresses.set(12, addressBody('Casa', 12));
    api.state.addresses.set(13, { ...addressBody('Oficina', 13), isDefault: true });
    await db.addresses.bulkPut([addressBody('Casa', 12), addressBody('Oficina', 13)]);
    await db.addresses.delete(13);
    await outbox.enqueue({ endpoint: 'addressDelete', params: { addressId: '13' }, entityKey: addressEntityKey(13) });
    await outbox.drain();
    expect(writes()).toEqual(['DELETE /api/customer/addresses/13']);
    expect(api.requests.at(-1)?.url).toBe('/api/customer/addresses');
    expect((await db.addresses.toArray()).map((address) => address.addressId)).toEqual([12]);
  });
});
