import { photoUrl } from './photoView';

/**
 * A product's card photo: its first uploaded photo, or the art drawn locally and served under /media by the
 * media routes when it has none (no remote images).
 */
export function productPhoto(productCode: string, photoKeys: string[] = []) {
  const [first] = photoKeys;
  if (first) return { url250: photoUrl(first, 250), url500: photoUrl(first, 500) };
  return { url250: `/media/products/${productCode}-250.svg`, url500: `/media/products/${productCode}-500.svg` };
}

/** Gallery of the product page: its uploaded photos, else drawn views (single goods three, prepared items two). */
export function productGallery(productCode: string, isOneGoods: boolean, photoKeys: string[] = []): string[] {
  if (photoKeys.length > 0) return photoKeys.map((key) => photoUrl(key, 500));
  const { url500 } = productPhoto(productCode);
  const views = isOneGoods ? 3 : 2;
  return [url500, ...Array.from({ length: views - 1 }, (_, index) => `${url500}?v=${index + 2}`)];
}

export function recipePhoto(recipeId: number) {
  return { url250: `/media/recipes/${recipeId}-250.svg`, url500: `/media/recipes/${recipeId}-500.svg` };
}
