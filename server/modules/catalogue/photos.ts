/** Photos are drawn locally and served under /media by the media routes (no remote images). */
export function productPhoto(productCode: string) {
  return { url250: `/media/products/${productCode}-250.svg`, url500: `/media/products/${productCode}-500.svg` };
}

/** Gallery of the product page: single goods get three views, prepared items two. */
export function productGallery(productCode: string, isOneGoods: boolean): string[] {
  const { url500 } = productPhoto(productCode);
  const views = isOneGoods ? 3 : 2;
  return [url500, ...Array.from({ length: views - 1 }, (_, index) => `${url500}?v=${index + 2}`)];
}

export function recipePhoto(recipeId: number) {
  return { url250: `/media/recipes/${recipeId}-250.svg`, url500: `/media/recipes/${recipeId}-500.svg` };
}
