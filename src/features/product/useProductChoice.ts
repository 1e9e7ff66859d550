import { useState } from 'react';
import type { Product, ProductExtra } from '../../api/contract';
import { defaultSelection, priceLine, productExtras, selectedPreferences, toggleSelection, type ExtraSelection } from '../../domain/pricing';

/** The customer's choice on the product page: extras, quantity and the line price they give (spec §4). */
export function useProductChoice(product: Product, dictionary: ProductExtra[]) {
  const [chosen, setChosen] = useState<ExtraSelection | null>(null);
  const [quantity, setQuantity] = useState(1);
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
    setQuantity: (next: number) => setQuantity(Math.max(1, next)),
  };
}
