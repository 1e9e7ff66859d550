import { useMemo } from 'react';
import type { HomeData } from '../../../api/contract';
import { useShopAvailability } from '../../../data/availability';
import { allProducts } from '../../../domain/catalogue/catalogue';
import { soldOutReason, type SoldOutReason } from '../../../domain/availability/soldOut';

/**
 * Why each of a shop's products cannot be added now (sold out), by product code, for the screens that list
 * them (catalogue, a category, similar products); live while the screen shows (src/data/availability.ts).
 */
export function useSoldOutReasons(home: HomeData, locationCode: string): ReadonlyMap<string, SoldOutReason> {
  const { availability, now } = useShopAvailability(locationCode);
  return useMemo(() => {
    const reasons = new Map<string, SoldOutReason>();
    for (const product of allProducts(home)) {
      const reason = soldOutReason(product, availability, now);
      if (reason) reasons.set(product.productCode, reason);
    }
    return reasons;
  }, [home, availability, now]);
}
