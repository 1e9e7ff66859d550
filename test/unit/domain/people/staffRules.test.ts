import { describe, expect, it } from 'vitest';
import type { Member } from '../../../../src/domain/people/permissions';
import { staffRemovalRefusal, staffWriteRefusal, type StaffShape } from '../../../../src/domain/people/staffRules';

const owner: Member = { role: 'owner', shops: 'every' };
const manager: Member = { role: 'manager', shops: [10, 11] };
const barista: Member = { role: 'barista', shops: [10] };
const shape = (overrides: Partial<StaffShape> = {}): StaffShape => ({ role: 'barista', everyShop: false, shops: [10], grants: [], ...overrides });

describe('staffWriteRefusal', () => {
  it('lets an owner do anything, a manager invite to their own shops', () => {
    expect(staffWriteRefusal(owner, shape({ role: 'owner', everyShop: true, shops: [] }))).toBeNull();
    expect(staffWriteRefusal(owner, shape({ role: 'manager', grants: ['catalogue'] }))).toBeNull();
    expect(staffWriteRefusal(manager, shape({ shops: [10, 11] }))).toBeNull();
    expect(staffWriteRefusal(manager, shape({ role: 'manager', shops: [11] }))).toBeNull();
  });
  it('refuses a barista any write', () => {
    expect(staffWriteRefusal(barista, shape())).toMatchObject({ status: 403, code: 'forbidden' });
  });
  it('refuses a manager giving a shop they do not run, or every shop', () => {
    expect(staffWriteRefusal(manager, shape({ shops: [10, 12] }))).toMatchObject({ status: 403, field: 'shops' });
    expect(staffWriteRefusal(manager, shape({ everyShop: true, shops: [] }))).toMatchObject({ status: 403, field: 'everyShop' });
  });
  it('refuses a manager making or changing an owner, or granting the catalogue', () => {
    expect(staffWriteRefusal(manager, shape({ role: 'owner', everyShop: true, shops: [] }))).toMatchObject({ status: 403, field: 'role' });
    expect(staffWriteRefusal(manager, shape(), shape({ role: 'owner', everyShop: true, shops: [] }))).toMatchObject({ status: 403 });
    expect(staffWriteRefusal(manager, shape({ role: 'manager', grants: ['catalogue'] }))).toMatchObject({ status: 403, field: 'grants' });
  });
  it('lets a manager keep a grant an owner gave, and refuses them changing a member of another shop', () => {
    const granted = shape({ role: 'manager', grants: ['catalogue'] });
    expect(staffWriteRefusal(manager, { ...granted, shops: [10, 11] }, granted)).toBeNull();
    expect(staffWriteRefusal(manager, shape(), shape({ shops: [10, 12] }))).toMatchObject({ status: 403, code: 'other_shop' });
  });
  it('asks for at least one shop', () => {
    expect(staffWriteRefusal(owner, shape({ shops: [] }))).toMatchObject({ status: 409, field: 'shops' });
  });
});

describe('staffRemovalRefusal', () => {
  it('refuses removing oneself, an owner by a manager, a member of another shop, and by a barista', () => {
    expect(staffRemovalRefusal(owner, 1, shape({ role: 'owner', everyShop: true }), 1)).toMatchObject({ code: 'self' });
    expect(staffRemovalRefusal(manager, 2, shape({ role: 'owner', everyShop: true }), 1)).toMatchObject({ status: 403 });
    expect(staffRemovalRefusal(manager, 2, shape({ shops: [12] }), 3)).toMatchObject({ code: 'other_shop' });
    expect(staffRemovalRefusal(barista, 4, shape(), 3)).toMatchObject({ code: 'forbidden' });
  });
  it('lets a manager remove a member of their shops, an owner anyone else', () => {
    expect(staffRemovalRefusal(manager, 2, shape({ shops: [11] }), 3)).toBeNull();
    expect(staffRemovalRefusal(owner, 1, shape({ role: 'owner', everyShop: true }), 5)).toBeNull();
  });
});
