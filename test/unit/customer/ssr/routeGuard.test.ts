import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { OTHER_ROUTE_CLASS } from '../../../../src/data/document/documentIds';
import {
  productPathOfHash,
  REPURCHASE_HEIGHT_KEY,
  REPURCHASE_HEIGHT_VAR,
  showsRenderedCatalogue,
  showsRenderedScreen,
} from '../../../../src/data/document/routeGuard';
import { ROUTE_GUARD_SCRIPT } from '../../../../src/customer/ssr/routeGuardScript';

/** Runs the head's inline script in a bare context with this hash, rendered location (and path) and saved location. */
function guardHidesCatalogue(hash: string, rendered: string, stored: string | null, renderedPath: string | null = null): boolean {
  const classes = new Set<string>();
  const attributes: Record<string, string | null> = { 'data-rendered-location': rendered, 'data-rendered-path': renderedPath };
  const documentElement = { getAttribute: (name: string) => attributes[name] ?? null, classList: { add: (name: string) => classes.add(name) } };
  runInNewContext(ROUTE_GUARD_SCRIPT, {
    document: { documentElement },
    location: { hash },
    localStorage: { getItem: (key: string) => (key === 'location' ? stored : null) },
  });
  return classes.has(OTHER_ROUTE_CLASS);
}

const CASES: [hash: string, rendered: string, stored: string | null, shows: boolean][] = [
  ['', 'VA01', null, true],
  ['#/', 'VA01', null, true],
  ['#/home', 'VA01', 'VA01', true],
  ['#/', 'VA01', 'VA02', false], // saved elsewhere: the app shows the saved shop
  ['#/va01', 'VA01', 'VA02', true], // the path names the rendered shop
  ['#/VA01/', 'va01', null, true],
  ['#/va02', 'VA01', null, false],
  ['#/?cat=1,2', 'VA01', null, false], // a filter is another render
  ['#/va01/product/espresso-P1001', 'VA01', null, false],
  ['#/locations', 'VA01', null, false],
  ['#/user', 'VA01', 'VA01', false],
  ['#/va01/cats/1', 'VA01', null, false],
];

describe('route guard of the rendered document', () => {
  it.each(CASES)('hash %j rendered %s saved %s: shows the rendered catalogue = %s', (hash, rendered, stored, shows) => {
    expect(showsRenderedCatalogue(hash, rendered, stored)).toBe(shows);
    // The inline script in the head applies the same rule before the first paint.
    expect(guardHidesCatalogue(hash, rendered, stored)).toBe(!shows);
  });

  const PRODUCT = '/va01/product/moca-P1009';
  const PAGE_CASES: [hash: string, stored: string | null, shows: boolean][] = [
    ['', null, true], // the shared path itself, before the app moves to the hash route
    ['', 'VA02', true], // the link names its shop, whatever shop is saved
    [`#${PRODUCT}`, 'VA02', true],
    [`#${PRODUCT}/`, null, true],
    ['#/', null, false], // the customer followed a link of the rendered page
    ['#/va01', null, false],
    ['#/va01/product/espresso-P1001', null, false],
  ];

  it.each(PAGE_CASES)('a page rendered at its own path, hash %j saved %s: shows the rendered page = %s', (hash, stored, shows) => {
    expect(showsRenderedScreen(hash, 'VA01', stored, PRODUCT)).toBe(shows);
    expect(guardHidesCatalogue(hash, 'VA01', stored, PRODUCT)).toBe(!shows);
  });

  it('hides the catalogue when anything goes wrong in the script', () => {
    const classes = new Set<string>();
    runInNewContext(ROUTE_GUARD_SCRIPT, {
      document: { documentElement: { getAttribute: () => 'VA01', classList: { add: (name: string) => classes.add(name) } } },
      location: {
        get hash(): string {
          throw new Error('no hash');
        },
      },
      localStorage: { getItem: () => null },
    });
    expect(classes.has(OTHER_ROUTE_CLASS)).toBe(true);
  });

  it.each([
    ['337', '337px'],
    [null, undefined],
    ['12px;background:red', undefined],
  ])('reserves the repurchase block the kept height %j before the first paint', (kept, reserved) => {
    const properties = new Map<string, string>();
    runInNewContext(ROUTE_GUARD_SCRIPT, {
      document: {
        documentElement: {
          getAttribute: () => 'VA01',
          classList: { add: () => undefined },
          style: { setProperty: (name: string, value: string) => properties.set(name, value) },
        },
      },
      location: { hash: '#/' },
      localStorage: { getItem: (key: string) => (key === REPURCHASE_HEIGHT_KEY ? kept : null) },
    });
    expect(properties.get(REPURCHASE_HEIGHT_VAR)).toBe(reserved);
  });
});

describe("the head's move of a product's hash route to its rendered path", () => {
  /** Runs the head's script on a document (catalogue, or a page at `renderedPath`) opened with `hash`; answers where it moved. */
  function open(
    hash: string,
    { renderedPath = null, online = true, tried = new Map<string, string>() } = {} as {
      renderedPath?: string | null;
      online?: boolean;
      tried?: Map<string, string>;
    },
  ) {
    const moves: string[] = [];
    const attributes: Record<string, string | null> = { 'data-rendered-location': 'VA01', 'data-rendered-path': renderedPath };
    runInNewContext(ROUTE_GUARD_SCRIPT, {
      document: { documentElement: { getAttribute: (name: string) => attributes[name] ?? null, classList: { add: () => undefined } } },
      location: { hash, replace: (to: string) => moves.push(to) },
      navigator: { onLine: online },
      localStorage: { getItem: () => null },
      sessionStorage: {
        getItem: (key: string) => tried.get(key) ?? null,
        setItem: (key: string, value: string) => tried.set(key, value),
        removeItem: (key: string) => tried.delete(key),
      },
    });
    return { moves, tried };
  }

  it('moves a product of any shop to its shared path, in lower case, and nothing else', () => {
    expect(open('#/VA02/product/espresso-P1001').moves).toEqual(['/va02/p/espresso-P1001']);
    expect(open('#/va01/product/espresso-P1001/').moves).toEqual(['/va01/p/espresso-P1001']);
    for (const hash of ['', '#/', '#/va01', '#/va01/product/espresso?x=1', '#/cart', '#/va01/product/']) expect(open(hash).moves, hash).toEqual([]);
    expect(productPathOfHash('#/va01/product/te-verde', '/va01/product/te-verde')).toBeNull();
  });

  it('stays offline, and stays when the same hash comes back (the worker had no network for the path)', () => {
    expect(open('#/va01/product/espresso-P1001', { online: false }).moves).toEqual([]);
    const first = open('#/va01/product/espresso-P1001');
    expect(first.moves).toHaveLength(1);
    const back = open('#/va01/product/espresso-P1001', { tried: first.tried });
    expect(back.moves).toEqual([]);
    expect(open('#/va01/product/espresso-P1001', { tried: back.tried }).moves).toHaveLength(1);
  });

  it("forgets the try on the path's page, so the next hash link moves again", () => {
    const first = open('#/va01/product/espresso-P1001');
    open('', { renderedPath: '/va01/product/espresso-P1001', tried: first.tried });
    expect(first.tried.size).toBe(0);
  });
});
