/** Lower-case words of a text without accents, joined by single dashes. */
export function slugWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Product route: a readable slug whose last dash-separated piece is the product code. */
export function productSlug(title: string, productCode: string): string {
  const words = slugWords(title);
  return words ? `${words}-${productCode}` : productCode;
}

/** The product code is the last dash-separated piece of the route segment. */
export function productCodeFromSlug(slugOrCode: string): string {
  const pieces = slugOrCode.trim().split('-');
  return pieces[pieces.length - 1] ?? '';
}
