import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { auditLog, media, productPhotos, products } from '../../../../server/platform/db/schema';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { createStaff, type TestStaff } from '../../support/counterBed';
import { call, TEST_SECRET } from '../../support/customers';
import { OPEN_TIME, SHOP_ID } from '../../support/orderBed';
import { photoJpeg, photoLike, pngClaiming } from '../../support/photoFiles';

type PhotoAnswer = { id: number; key: string; width: number; height: number; urls: Record<'250' | '500' | '1000', string> };
type Answer<T> = { status: number; body: { data?: T; error?: { code: string; message: string; field?: string } } };

const HEIC = readFileSync(new URL('../../../fixtures/photos/hevc-640x600.heic', import.meta.url));

describe.each(backends)('product photos in the back office on $name', (backend) => {
  let fresh: FreshDatabase;
  let app: Hono;
  let staff: Record<'owner' | 'manager' | 'barista', TestStaff>;
  let code: string;

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    app = createApp({ db: fresh.opened.db, logger: memoryLogger().logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET }), now: () => OPEN_TIME });
    staff = {
      owner: await createStaff(fresh.opened.db, 'owner.photos@example.com', 'owner', []),
      manager: await createStaff(fresh.opened.db, 'manager.photos@example.com', 'manager', [SHOP_ID]),
      barista: await createStaff(fresh.opened.db, 'barista.photos@example.com', 'barista', [SHOP_ID]),
    };
    const [product] = await fresh.opened.db.select({ code: products.productCode }).from(products).orderBy(products.productCode).limit(1);
    code = product?.code ?? '';
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  async function upload(
    file: Buffer | Blob,
    options: { as?: TestStaff; name?: string; type?: string; fields?: Record<string, string>; product?: string } = {},
  ) {
    const form = new FormData();
    form.set('file', file instanceof Blob ? file : new Blob([new Uint8Array(file)], { type: options.type ?? 'image/jpeg' }), options.name ?? 'photo.jpg');
    for (const [name, value] of Object.entries(options.fields ?? {})) form.set(name, value);
    const response = await app.request(`/api/manage/products/${options.product ?? code}/photos`, {
      method: 'POST',
      headers: (options.as ?? staff.owner).auth,
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer<PhotoAnswer>['body'] };
  }

  const fetchPhoto = (url: string, accept: string, headers: Record<string, string> = {}) => app.request(url, { headers: { Accept: accept, ...headers } });

  it('stores a JPEG as nine square renditions and serves each in the format the browser takes, for ever', async () => {
    const answer = await upload(await photoJpeg(1600, 1200));
    expect(answer.status).toBe(200);
    const photo = answer.body.data!;
    expect(photo).toMatchObject({ width: 1000, height: 1000, urls: { '250': `/media/p/${photo.key}-250`, '1000': `/media/p/${photo.key}-1000` } });

    const [row] = await fresh.opened.db.select().from(productPhotos).where(eq(productPhotos.id, photo.id));
    expect(row?.renditions).toHaveLength(9);
    for (const rendition of row?.renditions ?? []) {
      const [file] = await fresh.opened.db.select().from(media).where(eq(media.hash, rendition.hash));
      const metadata = await sharp(Buffer.from(file!.bytes)).metadata();
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width: rendition.width, height: rendition.width });
      expect(metadata.format).toBe(rendition.format === 'avif' ? 'heif' : rendition.format);
    }

    const cases = [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['image/avif;q=0,image/webp', 'image/webp'],
      ['*/*', 'image/jpeg'],
    ] as const;
    for (const [accept, type] of cases) {
      const response = await fetchPhoto(photo.urls['500'], accept);
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type'), accept).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toMatch(/Accept/);
      const rendition = row?.renditions.find((each) => each.width === 500 && `image/${each.format}` === type);
      expect(response.headers.get('etag')).toBe(`"${rendition?.hash}"`);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(500);
    }
    const again = await fetchPhoto(photo.urls['250'], '*/*');
    expect((await fetchPhoto(photo.urls['250'], '*/*', { 'If-None-Match': again.headers.get('etag') ?? '' })).status).toBe(304);
    expect((await fetchPhoto(`/media/p/${photo.key}-300`, '*/*')).status).toBe(404);
    expect((await fetchPhoto(`/media/p/${'0'.repeat(64)}-250`, '*/*')).status).toBe(404);

    const [audit] = await fresh.opened.db.select().from(auditLog).where(eq(auditLog.action, 'photo.add'));
    expect(audit).toMatchObject({ subject: `product:${code}`, actor: 'owner.photos@example.com' });
  });

  it('strips EXIF, GPS and XMP from every rendition', async () => {
    const tagged = await photoLike(900, 700)
      .withExif({
        IFD0: { Make: 'SecretPhone', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 22/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const photo = (await upload(tagged)).body.data!;
    const [row] = await fresh.opened.db.select().from(productPhotos).where(eq(productPhotos.id, photo.id));
    for (const rendition of row?.renditions ?? []) {
      const [file] = await fresh.opened.db.select().from(media).where(eq(media.hash, rendition.hash));
      const bytes = Buffer.from(file!.bytes);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, rendition.format).toBeUndefined();
      expect(metadata.xmp, rendition.format).toBeUndefined();
      expect(metadata.icc, rendition.format).toBeUndefined();
      expect(bytes.includes('SecretPhone'), rendition.format).toBe(false);
      expect(bytes.includes('Exif'), rendition.format).toBe(false);
    }
  });

  it('applies the orientation, then the crop, then the centred square', async () => {
    // Stored 800 × 600, shown turned a quarter (EXIF orientation 6): 600 × 800, the left half white.
    const stored = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000' } })
      .composite([{ input: { create: { width: 800, height: 300, channels: 3, background: '#fff' } }, top: 0, left: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const meanOf = async (fields: Record<string, string>) => {
      const photo = (await upload(stored, { fields })).body.data!;
      const pixels = await sharp(Buffer.from(await (await fetchPhoto(photo.urls['250'], 'image/jpeg')).arrayBuffer()))
        .raw()
        .toBuffer();
      return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
    };
    // Turned, the stored top stripe (white) is the right half; unturned, either half would be half white.
    expect(await meanOf({ left: '0', top: '0', width: '0.5', height: '1' })).toBeLessThan(20);
    expect(await meanOf({ left: '0.5', top: '0', width: '0.5', height: '1' })).toBeGreaterThan(235);
  });

  it('accepts PNG, WebP and HEIC (HEVC, as iPhones take them)', async () => {
    expect((await upload(await photoLike(600, 600).png().toBuffer(), { name: 'a.png', type: 'image/png' })).status).toBe(200);
    expect((await upload(await photoLike(700, 600).webp().toBuffer(), { name: 'a.webp', type: 'image/webp' })).status).toBe(200);
    const heic = await upload(HEIC, { name: 'IMG_0001.HEIC', type: 'image/heic' });
    expect(heic.status).toBe(200);
    expect(heic.body.data?.width).toBe(1000);
  });

  it('refuses what is not a photo, by its content', async () => {
    const text = await upload(Buffer.from('hello, this is not a photo at all'), { name: 'photo.jpg', type: 'image/jpeg' });
    expect(text.status).toBe(422);
    expect(text.body.error).toMatchObject({ code: 'not_a_photo', field: 'file' });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>'), { name: 'x.jpg' });
    expect(svg.status).toBe(422);
  });

  it('refuses a photo under 500 px on a side', async () => {
    const small = await upload(await photoJpeg(499, 800));
    expect(small.status).toBe(422);
    expect(small.body.error?.code).toBe('photo_too_small');
    expect(small.body.error?.message).toContain('499 × 800');
  });

  it('refuses a file claiming a huge canvas, without decoding it', async () => {
    const bomb = pngClaiming(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    const answer = await upload(bomb, { name: 'bomb.png', type: 'image/png' });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.code).toBe('photo_too_large');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const answer = await upload(Buffer.alloc(20 * 1024 * 1024 + 1, 1));
    expect(answer.status).toBe(413);
    expect(answer.body.error?.code).toBe('payload_too_large');
    expect(answer.body.error?.message).toContain('20 MB');
  });

  it('refuses staff the permission rule keeps off the catalogue, unknown and archived products', async () => {
    const jpeg = await photoJpeg(600, 600);
    expect((await upload(jpeg, { as: staff.barista })).status).toBe(403);
    const manager = await upload(jpeg, { as: staff.manager });
    expect(manager.status).toBe(403);
    expect(manager.body.error?.code).toBe('forbidden');
    expect((await upload(jpeg, { product: 'NOPE99' })).status).toBe(404);
    const [archived] = await fresh.opened.db.select({ code: products.productCode }).from(products).orderBy(products.productCode).offset(1).limit(1);
    await fresh.opened.db.update(products).set({ archivedAt: OPEN_TIME }).where(eq(products.productCode, archived!.code));
    const refused = await upload(jpeg, { product: archived!.code });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('product_archived');
  });

  it('reorders and removes photos, answering the gallery', async () => {
    const other = (await fresh.opened.db.select({ code: products.productCode }).from(products).orderBy(products.productCode).offset(2).limit(1))[0]!.code;
    const first = (await upload(await photoJpeg(600, 600), { product: other })).body.data!;
    const second = (await upload(await photoJpeg(640, 600), { product: other })).body.data!;
    const path = `/api/manage/products/${other}/photos`;

    const ordered = (await call(app, 'PUT', path, staff.owner.auth, { order: [second.id, first.id] })) as Answer<{ photos: PhotoAnswer[] }>;
    expect(ordered.status).toBe(200);
    expect(ordered.body.data?.photos.map((photo) => photo.id)).toEqual([second.id, first.id]);
    const partial = (await call(app, 'PUT', path, staff.owner.auth, { order: [second.id] })) as Answer<unknown>;
    expect(partial.status).toBe(422);
    expect(partial.body.error?.field).toBe('order');
    expect(((await call(app, 'PUT', path, staff.manager.auth, { order: [first.id, second.id] })) as Answer<unknown>).status).toBe(403);

    const removed = (await call(app, 'DELETE', `${path}/${second.id}`, staff.owner.auth)) as Answer<{ photos: PhotoAnswer[] }>;
    expect(removed.status).toBe(200);
    expect(removed.body.data?.photos.map((photo) => photo.id)).toEqual([first.id]);
    expect(((await call(app, 'DELETE', `${path}/${second.id}`, staff.owner.auth)) as Answer<unknown>).status).toBe(404);
    const actions = await fresh.opened.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, `product:${other}`));
    expect(actions.map((row) => row.action)).toEqual(['photo.add', 'photo.add', 'photo.order', 'photo.remove']);
  });
});
