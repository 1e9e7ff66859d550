import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LINE } from '../../../../server/modules/audit/recordAudit';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { loadHomeData } from '../../../../server/modules/catalogue/homeData';
import { chooseFormat } from '../../../../server/modules/catalogue/photos/chooseFormat';
import { oneAtATime } from '../../../../server/modules/catalogue/photos/oneAtATime';
import { inspectPhoto } from '../../../../server/modules/catalogue/photos/inspectPhoto';
import { photoRenditions } from '../../../../server/modules/catalogue/photos/photoRenditions';
import { addProductPhoto } from '../../../../server/modules/catalogue/photos/productPhotoStore';
import { photoUrlAt } from '../../../../server/modules/catalogue/photoView';
import { withPhotoSrcset } from '../../../../server/surfaces/customer/document/photoSrcset';
import { productPageHead } from '../../../../server/surfaces/customer/document/shareTags';
import { backends, type FreshDatabase } from '../../harness';
import { OPEN_TIME } from '../../support/orderBed';
import { photoJpeg } from '../../support/photoFiles';

describe('choosing a photo format', () => {
  it('prefers AVIF, then WebP, then JPEG, as the Accept header allows', () => {
    const all = ['avif', 'webp', 'jpeg'] as const;
    expect(chooseFormat('image/avif,image/webp,*/*;q=0.8', [...all])).toBe('avif');
    expect(chooseFormat('image/webp,*/*', [...all])).toBe('webp');
    expect(chooseFormat('image/avif;q=0, image/webp;q=0.9', [...all])).toBe('webp');
    expect(chooseFormat(undefined, [...all])).toBe('jpeg');
  });

  it('turns an uploaded photo URL to another width, and leaves drawn art alone', () => {
    const key = 'a'.repeat(64);
    expect(photoUrlAt(`/media/p/${key}-500`, 1000)).toBe(`/media/p/${key}-1000`);
    expect(photoUrlAt('/media/products/X-500.svg', 1000)).toBe('/media/products/X-500.svg');
  });
});

describe('processing photos one at a time', () => {
  it('starts a job once the one before has ended, failed or not', async () => {
    const queue = oneAtATime();
    const events: string[] = [];
    const job =
      (name: string, fails = false) =>
      async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`${name} end`);
        if (fails) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue(job('a', true)), queue(job('b')), queue(job('c'))]);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });
});

describe('photos in the rendered document', () => {
  it('offer the larger rendition to dense screens, and leave drawn art alone', () => {
    const key = 'b'.repeat(64);
    const html = `<a><img src="/media/p/${key}-250" alt="" width="250" height="250"><img alt="x" src="/media/p/${key}-500" width="500" height="500"><img src="/media/products/X-250.svg"></a>`;
    expect(withPhotoSrcset(html)).toBe(
      `<a><img srcset="/media/p/${key}-250 250w, /media/p/${key}-500 500w" sizes="250px" src="/media/p/${key}-250" alt="" width="250" height="250">` +
        `<img srcset="/media/p/${key}-500 500w, /media/p/${key}-1000 1000w" sizes="(max-width: 500px) 100vw, 500px" alt="x" src="/media/p/${key}-500" width="500" height="500">` +
        `<img src="/media/products/X-250.svg"></a>`,
    );
  });
});

describe.each(backends)("the customer's catalogue with uploaded photos on $name", (backend) => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it("shows a product's first photo on its card, every photo in its gallery, and the largest in link previews", async () => {
    const before = await loadHomeData(fresh.opened.db, 'va01', 'es', { socialSignIn: false });
    const product = before!.products[0]!.items[0]!;
    const other = before!.products[0]!.items[1]!;
    expect(product.photo.url250).toMatch(/\.svg$/);

    const stored = [];
    for (const side of [700, 800]) {
      const bytes = await photoJpeg(side, side);
      const files = await photoRenditions(bytes, await inspectPhoto(bytes));
      stored.push(await addProductPhoto(fresh.opened.db, COMMAND_LINE, product.productCode, files, OPEN_TIME));
    }

    const after = await loadHomeData(fresh.opened.db, 'va01', 'es', { socialSignIn: false });
    const shown = after!.products.flatMap((group) => group.items).find((item) => item.productCode === product.productCode)!;
    expect(shown.photo).toEqual({ url250: stored[0]!.urls['250'], url500: stored[0]!.urls['500'] });
    expect(shown.photos).toEqual(stored.map((photo) => photo.urls['500']));
    const untouched = after!.products.flatMap((group) => group.items).find((item) => item.productCode === other.productCode)!;
    expect(untouched.photo).toEqual(other.photo);

    const head = productPageHead(shown, 'es', 'https://ritmo.example/va01/p/x', 'https://ritmo.example');
    expect(head.tags).toContain(`<meta property="og:image" content="https://ritmo.example${stored[0]!.urls['1000']}">`);
  });
});
