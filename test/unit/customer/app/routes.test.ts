import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { locationCodeFromPath, resolveCurrentLocation, unknownPathLocation } from '../../../../src/customer/shared/currentLocation';
import { navKeyForPath } from '../../../../src/customer/app/layout/BottomNav';
import { routes } from '../../../../src/customer/app/routes';

function screenFor(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches[matches.length - 1];
  return { id: leaf?.route.id, params: leaf?.params ?? {} };
}

describe('route table (spec §2)', () => {
  it.each([
    ['/', 'catalogue'],
    ['/home', 'catalogue:home'],
    ['/va01', 'catalogue:location'],
    ['/ONLINE', 'catalogue:location'],
    ['/va01/cats/3', 'catalogue:category'],
    ['/va01/product/cafe-con-leche-P1002', 'product:location'],
    ['/product/P1002', 'product'],
    ['/locations', 'locations'],
    ['/user/locations', 'locations:user'],
    ['/options', 'options'],
    ['/page', 'page:index'],
    ['/recipes', 'recipes'],
    ['/cart', 'cart'],
    ['/cart/clear', 'cart:clear'],
    ['/user', 'user'],
    ['/user/settings', 'user:settings'],
    ['/user/loyalty', 'user:loyalty'],
    ['/user/address', 'user:address'],
    ['/user/recommend_friends', 'user:friends'],
    ['/user/data', 'user:data'],
    ['/user/invoices', 'user:invoices'],
    ['/user_login', 'user_login'],
    ['/user_login_link', 'user_login_link'],
    ['/user_login_error', 'user_login_error'],
    ['/user/deliver_orders', 'user:deliver_orders'],
    ['/user_orders', 'user_orders'],
    ['/order/42', 'order'],
    ['/pok', 'pok'],
    ['/pdok', 'pdok'],
    ['/pdko', 'pdko'],
    ['/login_emulate/7', 'login_emulate'],
    ['/logout', 'logout'],
    ['/va01/nothing/here/at-all', 'not-found'],
  ])('%s shows %s', (path, id) => {
    expect(screenFor(path).id).toBe(id);
  });

  it('reads /page/address as the page code "address"', () => {
    expect(screenFor('/page/address')).toEqual({ id: 'page', params: { pageCode: 'address' } });
  });

  it('passes the slug of a product through', () => {
    expect(screenFor('/va01/product/cafe-con-leche-P1002').params).toMatchObject({
      locationCode: 'va01',
      productCode: 'cafe-con-leche-P1002',
    });
  });
});

describe('location segment (spec §2)', () => {
  it.each([
    ['/va01', 'va01'],
    ['/VA02/cats/1', 'VA02'],
    ['/ONLINE/product/x-P1', 'ONLINE'],
    ['/', null],
    ['/page/legal', null],
    ['/user', null],
    ['/cart', null],
    ['/order/5', null],
    ['/pok', null],
    ['/options', null],
    ['/user_orders', null],
    ['/product/P1002', null],
    ['/%E0%A4%A', null],
    ['/not a code!', null],
  ])('%s → %s', (path, code) => {
    expect(locationCodeFromPath(path)).toBe(code);
  });
});

describe('current location (interface useCurrentLocation)', () => {
  const list = [
    { id: 10, code: 'va01' },
    { id: 30, code: 'ONLINE' },
  ] as never;

  it('prefers the path, spelled as the list spells it', () => {
    expect(resolveCurrentLocation('VA01', { code: 'ONLINE', id: 30 }, list)).toEqual({ code: 'va01', id: 10 });
  });
  it('then the saved location', () => {
    expect(resolveCurrentLocation(null, { code: 'ONLINE', id: 30 }, list)).toEqual({ code: 'ONLINE', id: 30 });
  });
  it('then the default va01 / 10', () => {
    expect(resolveCurrentLocation(null, { code: null, id: null }, undefined)).toEqual({ code: 'va01', id: 10 });
  });
  it('keeps the saved id while the list is not loaded', () => {
    expect(resolveCurrentLocation(null, { code: 'VA02', id: 20 }, undefined)).toEqual({ code: 'VA02', id: 20 });
  });
  it('never takes a path code the list does not hold: the saved location, else the default, stays current', () => {
    expect(resolveCurrentLocation('nowhere', { code: 'ONLINE', id: 30 }, list)).toEqual({ code: 'ONLINE', id: 30 });
    expect(resolveCurrentLocation('nowhere', { code: null, id: null }, list)).toEqual({ code: 'va01', id: 10 });
  });
  it('reads the path code tentatively while the list is not loaded', () => {
    expect(resolveCurrentLocation('VA02', { code: null, id: null }, undefined)).toEqual({ code: 'VA02', id: 10 });
  });
});

describe('unknown shop in the path (spec §4: a location not in the list)', () => {
  const list = [{ id: 10, code: 'va01' }] as never;
  it.each([
    ['/nowhere', 'nowhere'],
    ['/NOWHERE/cats/1', 'NOWHERE'],
    ['/nowhere/product/x-P1', 'nowhere'],
    ['/VA01', null],
    ['/va01/product/x-P1', null],
    ['/', null],
    ['/user', null],
    ['/product/P1002', null],
    ['/no/such/screen', null], // not a shop screen: the route is not found
    ['/nowhere/nothing/here', null],
  ])('%s → %s', (path, code) => {
    expect(unknownPathLocation(path, list)).toBe(code);
  });
  it('refuses nothing before the list is known', () => {
    expect(unknownPathLocation('/nowhere', undefined)).toBeNull();
  });
});

describe('bottom navigation highlight', () => {
  it.each([
    ['/', 'home'],
    ['/va01/product/x-P1', 'home'],
    ['/cart', 'cart'],
    ['/user_orders', 'orders'],
    ['/user/loyalty', 'user'],
    ['/user/locations', 'locations'],
    ['/locations', 'locations'],
    ['/options', 'options'],
    ['/recipes', 'options'],
  ])('%s highlights %s', (path, key) => {
    expect(navKeyForPath(path)).toBe(key);
  });
});
