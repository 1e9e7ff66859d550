import { describe, expect, it } from 'vitest';
import { parseSharedProductPath, productRoutePath, sharedProductPath } from '../../../../src/domain/catalogue/sharedProductLink';

describe('shared product link', () => {
  it('puts the location in lower case before the slug', () => {
    expect(sharedProductPath('VA01', 'moca-P1009')).toBe('/va01/p/moca-P1009');
  });

  it('reads the location and slug back from the path', () => {
    expect(parseSharedProductPath('/va01/p/moca-P1009')).toEqual({ locationCode: 'va01', slug: 'moca-P1009' });
    expect(parseSharedProductPath('/VA01/p/moca-P1009/')).toEqual({ locationCode: 'VA01', slug: 'moca-P1009' });
  });

  it.each(['/', '/va01', '/va01/product/moca-P1009', '/va01/p/', '/v/p/moca', '/va01/p/moca P1009', '/va01/p/a/b', '/api/p/x%2F'])('refuses %s', (path) => {
    expect(parseSharedProductPath(path)).toBeNull();
  });

  it('names the spec hash route of the product', () => {
    expect(productRoutePath({ locationCode: 'VA01', slug: 'moca-P1009' })).toBe('/va01/product/moca-P1009');
    const shared = parseSharedProductPath(sharedProductPath('VA02', 'cafe-con-leche-P1002'))!;
    expect(productRoutePath(shared)).toBe('/va02/product/cafe-con-leche-P1002');
  });
});
