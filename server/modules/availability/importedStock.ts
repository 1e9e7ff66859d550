import type { Executor } from '../../platform/db/transaction';
import { recordAvailabilityChange } from './log';
import { singleGoodsStock } from './singleGoodsStock';

type StockByShop = Map<number, Record<string, number>>;

/** What a write did to one shop's single goods: product code → units before and after (null: not sold there). */
function stockChanges(before: Record<string, number>, after: Record<string, number>): Record<string, { from: number | null; to: number | null }> {
  const changes: Record<string, { from: number | null; to: number | null }> = {};
  for (const code of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[code] ?? null;
    const to = after[code] ?? null;
    if (from !== to) changes[code] = { from, to };
  }
  return changes;
}

/**
 * Around a catalogue import, in its transaction: `before()` reads the single goods' stock, and the function
 * it answers records one log row (actor 'import') for each shop whose stock the import changed, so every
 * process reads that shop's availability again. Answers the shops recorded.
 */
export async function watchImportedStock(tx: Executor): Promise<(source: string, at: Date) => Promise<number[]>> {
  const before: StockByShop = await singleGoodsStock(tx);
  return async (source, at) => {
    const after = await singleGoodsStock(tx);
    const changedShops: number[] = [];
    for (const [locationId, stock] of after) {
      const changes = stockChanges(before.get(locationId) ?? {}, stock);
      if (Object.keys(changes).length === 0) continue;
      await recordAvailabilityChange(tx, { locationId, actorKind: 'import', actor: source, action: 'stock', detail: { changes } }, at);
      changedShops.push(locationId);
    }
    return changedShops;
  };
}
