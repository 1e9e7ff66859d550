import { slotStart, unavailableLines, type ActivePause, type SoldOutItem } from './availability';
import { isAvailableLine, type ExtraChoice, type PricedCart } from '../orders/cartChoices';

const MINUTE_MS = 60_000;

/** A cart line the shop has sold out now: its product, or one of its extra values (`extra`, to name it). */
export type SoldOutCartLine = { key: string; productCode: string; title: string; extra: ExtraChoice | null };

/**
 * The cart's lines that cannot be ordered now because the counter marked them, or one of their extra
 * values, sold out: the checkout names each and waits until it is removed or chosen again.
 */
export function soldOutCartLines(priced: Pick<PricedCart, 'lines'>, items: readonly SoldOutItem[], now: Date): SoldOutCartLine[] {
  const lines = priced.lines.filter(isAvailableLine);
  const found = unavailableLines(
    lines.map((line) => ({ productCode: line.productCode, preferences: line.choices })),
    items,
    now,
  );
  return found.flatMap((unavailable) => {
    const line = lines[unavailable.index];
    if (!line) return [];
    const extra = unavailable.reason === 'extra' ? { extraId: unavailable.extraId, value: unavailable.value } : null;
    return [{ key: line.key, productCode: line.productCode, title: line.title, extra }];
  });
}

/**
 * Why "as soon as possible" cannot be ordered now: the shop pauses orders, or the pick-up slot such an
 * order would fall in (now plus its wait, the extra wait included) is full. Undefined when it can.
 */
export function asapUnavailable(options: {
  pause: ActivePause | undefined;
  fullSlots: ReadonlySet<number>;
  now: Date;
  waitMinutes: number;
}): 'paused' | 'full' | undefined {
  if (options.pause) return 'paused';
  const slot = slotStart(new Date(options.now.getTime() + options.waitMinutes * MINUTE_MS)).getTime();
  return options.fullSlots.has(slot) ? 'full' : undefined;
}
