import { like } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/transaction';
import { products } from '../../../platform/db/schema';

const MAX_LENGTH = 40;

/** A title as a product code: letters and digits without accents, words joined by "-", upper case. */
export function codeFromTitle(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  return (words.join('-') || 'PRODUCT').slice(0, MAX_LENGTH - 4).replace(/-$/, '');
}

/** The first free code from the title: the title's own, else with -2, -3… (archived products keep theirs). */
export async function freeProductCode(tx: Executor, title: string): Promise<string> {
  const base = codeFromTitle(title);
  const taken = new Set(
    (
      await tx
        .select({ code: products.productCode })
        .from(products)
        .where(like(products.productCode, `${base}%`))
    ).map((row) => row.code),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
