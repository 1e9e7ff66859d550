import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { AppDb } from '../../../src/data/db';

describe('Dexie version 5: the contact details leave the session row', () => {
  it('drops preferences (contact name, phone, switches) from a stored session, keeping who is signed in', async () => {
    const name = 'session-row-migration-test';
    const old = new Dexie(name);
    old.version(4).stores({ session: 'key', account: 'key' });
    await old.open();
    const session = { token: 't', user: { id: 7, code: 'RC000007', email: 'a@b.c' }, preferences: { contactName: 'Ana', contactPhone: '600111222' } };
    await old.table('session').put({ key: 'current', data: session, fetchedAt: 1 });
    old.close();

    const db = new AppDb(name);
    const row = await db.session.get('current');
    expect(row?.data).toEqual({ token: 't', user: { id: 7, code: 'RC000007', email: 'a@b.c' } });
    db.close();
  });
});
