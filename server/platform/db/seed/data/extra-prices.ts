import { EXTRA } from './extras';

/** Usual gross price of every option of each extra; a product may override single options. */
const STANDARD_PRICES: Record<number, Record<string, number>> = {
  [EXTRA.extraShot]: { extra_shot: 0.5 },
  [EXTRA.milk]: { milk_whole: 0, milk_skimmed: 0, milk_lactose_free: 0.2, milk_oat: 0.4, milk_soy: 0.4 },
  [EXTRA.takeAway]: { take_away: 0 },
  [EXTRA.size]: { size_small: 0, size_medium: 0.4, size_large: 0.7 },
  [EXTRA.syrups]: { syrup_vanilla: 0.5, syrup_caramel: 0.5, syrup_hazelnut: 0.5 },
  [EXTRA.grind]: { grind_espresso: 0, grind_moka: 0, grind_filter: 0, grind_french_press: 0 },
  [EXTRA.toppings]: { topping_cream: 0.6, topping_cinnamon: 0.2, topping_cocoa: 0.2 },
};

/** The extras a product offers and the price of each of their options. */
export function withExtras(ids: number[], overrides: Record<string, number> = {}) {
  const extrasPrice: Record<string, number> = {};
  for (const id of ids) Object.assign(extrasPrice, STANDARD_PRICES[id]);
  for (const [key, price] of Object.entries(overrides)) {
    if (!(key in extrasPrice)) throw new Error(`Price override for an option the product does not offer: ${key}`);
    extrasPrice[key] = price;
  }
  return { extras: ids, extrasPrice };
}
