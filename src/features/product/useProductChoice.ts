import { useState } from 'react';
import type { Product, ProductExtra } from '../../api/contract';
import { defaultSelection, priceLine, productExtras, selectedPreferences, toggleSelection, type ExtraSelection } from '../../domain/pricing';

/**
 * The customer's choice on the product page: extras, quantity and the line price they give (spec §4).
 * `max`: the most that may still be added (a single good's stock less what the cart holds), null for no limit.
 */
export function useProductChoice(product: Product, dictionary: ProductExtra[], max: number | null = null) {
  const [chosen, setChosen] = useState<ExtraSelection | null>(null);
  const [wanted, setQuantity] = useState(1);
  // The cap may fall while the page shows (the cart or the catalogue changed): the quantity follows it.
  const quantity = max === null ? wanted : Math.max(1, Math.min(wanted, max));
  const [note, setNote] = useState('');
  const extras = productExtras(product, dictionary);
  // Until the customer touches an extra, follow the defaults (the dictionary may arrive after the page).
  const selection = chosen ?? defaultSelection(product, dictionary);
  const preferences = selectedPreferences(product, dictionary, selection);
  const line = priceLine(product, preferences, quantity);

  return {
    extras,
    selection,
    quantity,
    note,
    setNote,
    preferences,
    line,
    toggle: (extra: ProductExtra, value: string) => setChosen(toggleSelection(selection, extra, value)),
    setQuantity: (next: number) => setQuantity(Math.max(1, max === null ? next : Math.min(next, max))),
  };
}
