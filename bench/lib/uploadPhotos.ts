import type { HomeData, Product } from '../../src/api/contract';
import { apiGet } from '../../test/e2e/harness';
import { phoneLikeJpeg } from './phonePhoto';
import { staffSignIn } from './staffSignIn';

/** The demo owner (server/platform/db/seed/staff.ts), who may change the catalogue and so its photos. */
const OWNER = 'owner@ritmo.local';

/** A product and how many photos it gets (its gallery: the first is its card's). */
export type PhotoWish = { productCode: string; photos: number };

/**
 * Uploads phone photos (12 MP JPEGs, each different) as the back office does: the owner signed in, each
 * photo posted in the upload form to POST /api/manage/products/{code}/photos, where the server resizes and
 * re-encodes it.
 */
export async function uploadProductPhotos(serverUrl: string, wishes: PhotoWish[]): Promise<void> {
  const { token } = await staffSignIn(serverUrl, OWNER);
  let variant = 0;
  for (const { productCode, photos } of wishes) {
    for (let index = 0; index < photos; index += 1) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await phoneLikeJpeg(undefined, variant++))], { type: 'image/jpeg' }), `${productCode}-${index + 1}.jpg`);
      const response = await fetch(`${serverUrl}/api/manage/products/${encodeURIComponent(productCode)}/photos`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'X-Language': 'es' },
        body: form,
      });
      const answer = (await response.json()) as { wasOk: boolean; error?: { message?: string } };
      if (!answer.wasOk) throw new Error(`Uploading a photo of ${productCode}: HTTP ${response.status} ${answer.error?.message ?? ''}`);
    }
  }
}

const hasUploadedPhoto = (product: Product) => product.photo.url250.startsWith('/media/p/');

/**
 * The shop's home once every wished product shows its uploaded photos (the server's home cache reads the
 * catalogue's version again after a moment).
 */
export async function homeWithPhotos(serverUrl: string, wishes: PhotoWish[], timeoutMs = 30_000): Promise<HomeData> {
  const wanted = new Set(wishes.map((wish) => wish.productCode));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const home = await apiGet<HomeData>(serverUrl, '/customer/va01/home-wapp');
    const shown = home.products.flatMap((group) => group.items).filter((product) => wanted.has(product.productCode) && hasUploadedPhoto(product));
    if (new Set(shown.map((product) => product.productCode)).size === wanted.size) return home;
    if (Date.now() > deadline) throw new Error('The uploaded photos did not show in the catalogue');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
