import { useCallback, useEffect, useState } from 'react';
import type { CartView } from '../../../data/cart/cart';
import { refreshCartCatalogue } from '../../../data/cart/priceCheck';
import { priceChanges, type PriceChange, type PricedCart } from '../../../domain/orders/cartChoices';
import { round2 } from '../../../domain/pricing/money';

/** `quiet`: a check alongside another refusal (lines beyond the stock), shown only if a line's price changed. */
type Check = { before: PricedCart; catalogueAt: number | undefined; refreshed: boolean; quiet: boolean };

export type PriceReview = { changes: PriceChange[]; priced: PricedCart };

/**
 * After a 409 price_mismatch, the catalogue is fetched at once and the cart repriced from it;
 * once the repriced cart comes from the refreshed catalogue, `review` holds the lines that changed (what
 * the customer saw → now) and the new priced cart, for one confirmation. When nothing differs from what
 * the customer saw (no line, same total), there is nothing to confirm: `onUnconfirmed` says so instead
 * of a dialog that would send the same order again. A `quiet` check (started with another refusal) says
 * nothing unless a line's price or availability changed.
 */
export function usePriceCheck(cart: CartView, locationCode: string, onRefreshFailed: () => void, onUnconfirmed: () => void) {
  const [check, setCheck] = useState<Check | null>(null);
  const { pricedFromCatalogueAt } = cart;

  const start = useCallback(
    (shown: PricedCart, quiet = false) => {
      const pending: Check = { before: shown, catalogueAt: pricedFromCatalogueAt, refreshed: false, quiet };
      setCheck(pending);
      void refreshCartCatalogue(locationCode).then((answered) => {
        if (answered) {
          setCheck((current) => (current === pending ? { ...pending, refreshed: true } : current));
        } else {
          setCheck((current) => (current === pending ? null : current));
          if (!quiet) onRefreshFailed();
        }
      });
    },
    [locationCode, pricedFromCatalogueAt, onRefreshFailed],
  );

  const repriced = check?.refreshed === true && !cart.repricing && cart.priced !== null && cart.pricedFromCatalogueAt !== check.catalogueAt;
  const found: PriceReview | null = repriced && check && cart.priced ? { changes: priceChanges(check.before, cart.priced), priced: cart.priced } : null;
  const unchanged =
    found !== null && check !== null && found.changes.length === 0 && (check.quiet || round2(found.priced.totalPrice) === round2(check.before.totalPrice));
  const quiet = check?.quiet === true;
  useEffect(() => {
    if (!unchanged) return;
    setCheck(null);
    if (!quiet) onUnconfirmed();
  }, [unchanged, quiet, onUnconfirmed]);
  const review = unchanged ? null : found;
  return { checking: check !== null && review === null, review, start, dismiss: useCallback(() => setCheck(null), []) };
}
