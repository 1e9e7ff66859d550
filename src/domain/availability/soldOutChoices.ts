import type { ProductExtra } from '../../api/contract';
import { optionValues, productExtras, type ExtraSelection } from '../pricing/pricing';

/** Whether the shop has sold out one value of an extra now (src/domain/soldOut extraValueSoldOut). */
export type ExtraValueSoldOut = (extraId: number, value: string) => boolean;

/**
 * A sold-out extra value cannot stay chosen (oat milk out): a list extra, which always holds one option,
 * moves to its default or else its first option still offered; the other extras drop it.
 */
export function withoutSoldOutValues(
  product: { extras: number[] },
  dictionary: ProductExtra[],
  selection: ExtraSelection,
  soldOut: ExtraValueSoldOut,
): ExtraSelection {
  let changed = false;
  const next: ExtraSelection = { ...selection };
  for (const extra of productExtras(product, dictionary)) {
    const chosen = selection[extra.id] ?? [];
    const kept = chosen.filter((value) => !soldOut(extra.id, value));
    if (kept.length === chosen.length) continue;
    changed = true;
    if (extra.extraType === 'list' && kept.length === 0) {
      const offered = optionValues(extra).filter((value) => !soldOut(extra.id, value));
      next[extra.id] = offered.includes(extra.extra.value) ? [extra.extra.value] : offered.slice(0, 1);
    } else {
      next[extra.id] = kept;
    }
  }
  return changed ? next : selection;
}
