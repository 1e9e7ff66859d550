import { describe, expect, it } from 'vitest';
import { screenRoutes } from '../../../../src/customer/app/routes';
import {
  formatAddress,
  isHomeDelivery,
  isUnknownLocation,
  locationFromSegment,
  mapsUrl,
  RESERVED_SEGMENTS,
  resolveStoredLocation,
} from '../../../../src/domain/catalogue/locations';

describe('locationFromSegment (spec §2 location segment)', () => {
  it('reads any other first segment as a location code, as typed', () => {
    expect(locationFromSegment('va01')).toBe('va01');
    expect(locationFromSegment('ONLINE')).toBe('ONLINE');
    expect(locationFromSegment('Va02')).toBe('Va02');
  });
  it('treats the spec words page, user, cart, order and pok as no location', () => {
    for (const word of ['page', 'user', 'cart', 'order', 'pok']) expect(locationFromSegment(word)).toBeNull();
  });
  it('treats every top-level route word of the app as no location', () => {
    const words = new Set(screenRoutes.map((route) => route.path?.split('/')[0] ?? '').filter((word) => /^[a-z_]+$/.test(word)));
    expect(words.size).toBeGreaterThan(15);
    for (const word of words) {
      expect(RESERVED_SEGMENTS).toContain(word);
      expect(locationFromSegment(word)).toBeNull();
    }
  });
  it('compares route words case-insensitively', () => {
    expect(locationFromSegment('Cart')).toBeNull();
    expect(locationFromSegment('HOME')).toBeNull();
  });
  it('gives no location for an empty or missing segment', () => {
    expect(locationFromSegment(undefined)).toBeNull();
    expect(locationFromSegment('')).toBeNull();
    expect(locationFromSegment('  ')).toBeNull();
  });
  it('rejects segments that cannot be location codes', () => {
    expect(locationFromSegment('a')).toBeNull();
    expect(locationFromSegment('va 01')).toBeNull();
    expect(locationFromSegment('<script>')).toBeNull();
    expect(locationFromSegment('x'.repeat(21))).toBeNull();
  });
});

describe('resolveStoredLocation (spec §4 Location)', () => {
  const list = [{ code: 'VA01' }, { code: 'VA02' }, { code: 'ONLINE' }];
  it('keeps a saved location that is still in the list, in the list spelling', () => {
    expect(resolveStoredLocation('va02', list)).toEqual({ code: 'VA02', cleared: false });
    expect(resolveStoredLocation('VA01', list)).toEqual({ code: 'VA01', cleared: false });
  });
  it('clears a saved location no longer in the list', () => {
    expect(resolveStoredLocation('VA09', list)).toEqual({ code: null, cleared: true });
  });
  it('makes the only location the current one', () => {
    expect(resolveStoredLocation(null, [{ code: 'VA01' }])).toEqual({ code: 'VA01', cleared: false });
  });
  it('replaces a vanished saved location by the only location, reporting the clearing', () => {
    expect(resolveStoredLocation('VA09', [{ code: 'VA01' }])).toEqual({ code: 'VA01', cleared: true });
  });
  it('chooses nothing when nothing is saved and several exist', () => {
    expect(resolveStoredLocation(null, list)).toEqual({ code: null, cleared: false });
  });
  it('decides nothing while the list is empty (not loaded yet)', () => {
    expect(resolveStoredLocation('VA01', [])).toEqual({ code: 'VA01', cleared: false });
    expect(resolveStoredLocation(null, [])).toEqual({ code: null, cleared: false });
  });
});

describe('isUnknownLocation (spec §2 location segment, §4 a location not in the list)', () => {
  const list = [{ code: 'VA01' }, { code: 'ONLINE' }];
  it('knows the listed codes in any case', () => {
    expect(isUnknownLocation('va01', list)).toBe(false);
    expect(isUnknownLocation('Online', list)).toBe(false);
  });
  it('finds a code the list does not hold unknown', () => {
    expect(isUnknownLocation('nowhere', list)).toBe(true);
    expect(isUnknownLocation('VA09', list)).toBe(true);
  });
  it('decides nothing while the list is missing or empty (not loaded yet)', () => {
    expect(isUnknownLocation('nowhere', undefined)).toBe(false);
    expect(isUnknownLocation('nowhere', [])).toBe(false);
  });
});

describe('isHomeDelivery (spec §2/§9 location types)', () => {
  it('recognises the home-delivery type 51006', () => {
    expect(isHomeDelivery({ typeId: 51006 })).toBe(true);
    expect(isHomeDelivery({ typeId: 51002 })).toBe(false);
  });
  it('recognises the ONLINE code in any case', () => {
    expect(isHomeDelivery({ code: 'ONLINE' })).toBe(true);
    expect(isHomeDelivery({ code: 'online' })).toBe(true);
    expect(isHomeDelivery({ code: 'va01' })).toBe(false);
  });
  it('accepts a full location with either sign', () => {
    expect(isHomeDelivery({ code: 'ENVIOS', typeId: 51006 })).toBe(true);
    expect(isHomeDelivery({ code: 'VA01', typeId: 51002 })).toBe(false);
  });
});

describe('mapsUrl (spec §2: maps link by coordinates)', () => {
  it('builds a map link centred on the coordinates', () => {
    expect(mapsUrl(39.4699, -0.3763)).toBe('https://www.openstreetmap.org/?mlat=39.469900&mlon=-0.376300#map=17/39.469900/-0.376300');
  });
});

describe('formatAddress (spec §3 Location address)', () => {
  it('joins street, number, postal code and city', () => {
    const address = { route: 'Calle de Colón', routeNumber: '12', cp: '46004', city: 'Valencia' };
    expect(formatAddress({ address })).toBe('Calle de Colón 12, 46004 Valencia');
  });
  it('skips empty parts', () => {
    expect(formatAddress({ address: { route: 'Plaza Mayor', routeNumber: '', cp: '', city: 'Valencia' } })).toBe('Plaza Mayor, Valencia');
    expect(formatAddress({ address: { route: '', routeNumber: '', cp: '', city: '' } })).toBe('');
  });
});
