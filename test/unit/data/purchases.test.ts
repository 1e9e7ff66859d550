import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db';
import { rememberRepurchaseHeight } from '../../../src/data/repurchaseSpace';
import { clearCustomerScope } from '../../../src/data/sync/customerScope';
import { resources } from '../../../src/data/sync/resources';
import { REPURCHASE_HEIGHT_KEY, REPURCHASE_HEIGHT_VAR } from '../../../src/data/document/routeGuard';
import { makeHome } from '../domain/fixtures';

const purchases = [{ productCode: 'P1001', lastPurchasedAt: '2026-06-17T08:00:00.000Z', choices: [{ extraId: 2, value: 'milk_oat' }] }];

describe("the signed-in customer's purchases on the phone", () => {
  afterEach(async () => {
    await db.purchases.clear();
    localStorage.clear();
  });

  it('never go into the catalogue rows every customer of the phone shares', () => {
    const answer = { ...makeHome([], { P1001: 3 }), purchases };
    const stored = resources.home('es', 'va01').select(answer as never) as Record<string, unknown>;
    expect(stored.productsPurchased).toEqual({});
    expect(stored).not.toHaveProperty('purchases');
    expect(stored.location).toEqual(answer.location);
  });

  it('are forgotten at sign-out, with the space kept for their block', async () => {
    await db.purchases.put({ key: 'current', data: { productsPurchased: { P1001: 3 }, purchases }, fetchedAt: 1 });
    rememberRepurchaseHeight(337.4);
    expect(localStorage.getItem(REPURCHASE_HEIGHT_KEY)).toBe('337');
    expect(document.documentElement.style.getPropertyValue(REPURCHASE_HEIGHT_VAR)).toBe('337px');

    await clearCustomerScope();
    expect(await db.purchases.count()).toBe(0);
    expect(localStorage.getItem(REPURCHASE_HEIGHT_KEY)).toBeNull();
    expect(document.documentElement.style.getPropertyValue(REPURCHASE_HEIGHT_VAR)).toBe('');
  });
});
