import { describe, expect, it } from 'vitest';
import { ACTIONS, can, type Action, type Member } from '../../../../src/domain/people/permissions';

const owner: Member = { role: 'owner', shops: [] };
const manager: Member = { role: 'manager', shops: ['va01', 'va02'] };
const cataloguer: Member = { role: 'manager', shops: ['va01'], grants: ['catalogue'] };
const barista: Member = { role: 'barista', shops: ['va01'] };
const roamingBarista: Member = { role: 'barista', shops: 'every' };

const OWNER_ONLY: Action[] = ['shop.create', 'shop.edit', 'vat.book'];
const BARISTA_ACTIONS: Action[] = ['board.view', 'order.advance', 'availability.switch'];

describe('can: owner', () => {
  it('may do everything in every shop, listed or not', () => {
    for (const action of ACTIONS) {
      expect(can(owner, action)).toBe(true);
      expect(can(owner, action, 'va09')).toBe(true);
      expect(can(owner, action, 42)).toBe(true);
    }
  });
});

describe('can: manager', () => {
  it('may do everything but the catalogue and the shops’ identity in their shops', () => {
    for (const action of ACTIONS.filter((action) => action !== 'catalogue.edit' && !OWNER_ONLY.includes(action))) {
      expect(can(manager, action, 'va01')).toBe(true);
      expect(can(manager, action, 'va02')).toBe(true);
    }
  });
  it('may do nothing in a shop that is not theirs', () => {
    for (const action of ACTIONS) expect(can(manager, action, 'va03')).toBe(false);
  });
  it('may neither add a shop nor change its name, address or legal entity, even their own', () => {
    for (const action of OWNER_ONLY) {
      expect(can(manager, action)).toBe(false);
      expect(can(manager, action, 'va01')).toBe(false);
      expect(can({ role: 'manager', shops: 'every', grants: ['catalogue'] }, action, 'va01')).toBe(false);
    }
  });
  it('edits the chain catalogue only when granted it', () => {
    expect(can(manager, 'catalogue.edit')).toBe(false);
    expect(can(cataloguer, 'catalogue.edit')).toBe(true);
  });
  it('works in every shop when they have every shop', () => {
    expect(can({ role: 'manager', shops: 'every' }, 'order.cancel', 'va07')).toBe(true);
  });
  it('knows shops by location id as well as by code', () => {
    const byId: Member = { role: 'manager', shops: [3, 5] };
    expect(can(byId, 'availability.stock', 5)).toBe(true);
    expect(can(byId, 'availability.stock', 4)).toBe(false);
  });
});

describe('can: barista', () => {
  it('runs the board of their shop: moves orders forward and switches availability', () => {
    for (const action of BARISTA_ACTIONS) expect(can(barista, action, 'va01')).toBe(true);
  });
  it('may not cancel, move delivery orders, set stock, read the log nor open the back office', () => {
    for (const action of ACTIONS.filter((action) => !BARISTA_ACTIONS.includes(action))) {
      expect(can(barista, action, 'va01')).toBe(false);
      expect(can(roamingBarista, action, 'va01')).toBe(false);
      expect(can(barista, action)).toBe(false);
    }
  });
  it('may not touch the board of another shop', () => {
    expect(can(barista, 'board.view', 'va02')).toBe(false);
    expect(can(roamingBarista, 'board.view', 'va02')).toBe(true);
  });
  it('a grant does not lift a barista', () => {
    expect(can({ role: 'barista', shops: 'every', grants: ['catalogue'] }, 'catalogue.edit')).toBe(false);
  });
});

describe('can: nobody', () => {
  it('refuses everything to no member', () => {
    for (const action of ACTIONS) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action, 'va01')).toBe(false);
    }
  });
  it('without a shop, asks the role only', () => {
    expect(can({ role: 'manager', shops: [] }, 'availability.stock')).toBe(true);
    expect(can({ role: 'manager', shops: [] }, 'availability.stock', 'va01')).toBe(false);
  });
});
