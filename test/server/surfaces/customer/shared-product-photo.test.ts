import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '../../../../src/api/contract';
import { COMMAND_LINE } from '../../../../server/modules/audit/recordAudit';
import { inspectPhoto } from '../../../../server/modules/catalogue/photos/inspectPhoto';
import { photoRenditions } from '../../../../server/modules/catalogue/photos/photoRenditions';
import { addProductPhoto } from '../../../../server/modules/catalogue/photos/productPhotoStore';
import { backends, getJson, seededApp, type TestApp } from '../../harness';
import { photoJpeg } from '../../support/photoFiles';

const DIST_DIR = path.resolve('dist');

describe('a shared product page with an uploaded photo', () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!existsSync(path.join(`${DIST_DIR}-ssr`, 'renderApp.js'))) throw new Error('dist-ssr/ is missing: run `npm run build` first (npm test does)');
    t = await seededApp(backends[0]!, DIST_DIR);
  });
  afterAll(async () => {
    await t?.fresh.dispose();
  });

  it('renders the photo with its larger rendition for dense screens, its size, and the 1000 px one in previews', async () => {
    const before = (await getJson(t.app, '/api/customer/va01/home-wapp')).body as { data: HomeData };
    const product = before.data.products[0]!.items[0]!;
    const bytes = await photoJpeg(800, 800);
    const photo = await addProductPhoto(
      t.fresh.opened.db,
      COMMAND_LINE,
      product.productCode,
      await photoRenditions(bytes, await inspectPhoto(bytes)),
      new Date(),
    );
    // The home cache re-reads the catalogue's version at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const html = await (await t.app.request(`/va01/p/${product.slug}`)).text();
    expect(html).toContain(`<meta property="og:image" content="http://localhost${photo.urls['1000']}">`);
    const image = new RegExp(`<img[^>]*src="${photo.urls['500']}"[^>]*>`).exec(html)?.[0];
    expect(image).toContain(`srcset="${photo.urls['500']} 500w, ${photo.urls['1000']} 1000w"`);
    expect(image).toContain('sizes="');
    expect(image).toMatch(/width="500"/);
    expect(image).toMatch(/height="500"/);
  });
});
