import { describe, expect, it } from 'vitest';
import { products } from '../../../../server/platform/db/seed/data/products';
import { recipes } from '../../../../server/platform/db/seed/data/recipes';
import { mediaRoutes } from '../../../../server/surfaces/customer/media';

const media = mediaRoutes({ find: () => Promise.resolve(undefined) });

async function expectSvg(path: string) {
  const response = await media.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  const body = await response.text();
  expect(body).toMatch(/^<svg [^>]*viewBox="0 0 200 200"/);
  expect(body.length).toBeLessThan(4096);
  expect(body).not.toMatch(/<text|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  return { response, body };
}

describe('media: locally drawn pictures', () => {
  it('draws every product at both sizes', async () => {
    for (const product of products) {
      const small = await expectSvg(`/products/${product.productCode}-250.svg`);
      expect(small.body).toContain('width="250"');
      const large = await expectSvg(`/products/${product.productCode}-500.svg`);
      expect(large.body).toContain('width="500"');
    }
  });

  it('gives each gallery variant its own background', async () => {
    const code = products[0]?.productCode ?? '';
    const bodies = await Promise.all(['', '?v=2', '?v=3'].map(async (query) => (await expectSvg(`/products/${code}-500.svg${query}`)).body));
    expect(new Set(bodies).size).toBe(3);
  });

  it('draws every recipe and every content page', async () => {
    for (const recipe of recipes) await expectSvg(`/recipes/${recipe.id}-250.svg`);
    for (const name of ['legal', 'privacy', 'cookies', 'about', 'address', 'allergens']) await expectSvg(`/pages/${name}.svg`);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { response } = await expectSvg('/products/P1001-250.svg');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await media.request('/products/P1001-250.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown codes, sizes and pages', async () => {
    for (const path of [
      '/products/NOPE-250.svg',
      '/products/P1001-300.svg',
      '/products/P1001.png',
      '/recipes/999-250.svg',
      '/pages/unknown.svg',
      '/pages/constructor.svg',
    ]) {
      expect((await media.request(path)).status, path).toBe(404);
    }
  });
});
