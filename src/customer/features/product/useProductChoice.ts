import { useState } from 'react';
import type { Product, ProductExtra } from '../../../api/contract';
import type { CartChoice } from '../../../domain/orders/cartChoices';
import { defaultSelection, priceLine, productExtras, selectedPreferences, toggleSelection, type ExtraSelection } from '../../../domain/pricing/pricing';
import { withoutSoldOutValues, type ExtraValueSoldOut } from '../../../domain/availability/soldOutChoices';

const nothingSoldOut: ExtraValueSoldOut = () => false;

function selectionOf(line: CartChoice): ExtraSelection {
  const selection: ExtraSelection = {};
  for (const choice of line.choices) (selection[choice.extraId] ??= []).push(choice.value);
  return selection;
}

/**
 * The customer's choice on the product page: extras, quantity and the line price they give.
 * `max`: the most that may still be added (a single good's stock less what the cart holds), null for no limit.
 * `from`: a cart line chosen again (the cart's "change"), whose extras, quantity and note it starts with.
 * A value the shop has sold out (`soldOut`) is never chosen.
 */
export function useProductChoice(
  product: Product,
  dictionary: ProductExtra[],
  max: number | null = null,
  { from, soldOut = nothingSoldOut }: { from?: CartChoice | undefined; soldOut?: ExtraValueSoldOut } = {},
) {
  const [chosen, setChosen] = useState<ExtraSelection | null>(() => (from ? selectionOf(from) : null));
  const [wanted, setQuantity] = useState(from?.quantity ?? 1);
  // The cap may fall while the page shows (the cart or the catalogue changed): the quantity follows it.
  const quantity = max === null ? wanted : Math.max(1, Math.min(wanted, max));
  const [note, setNote] = useState(from?.notes ?? '');
  const extras = productExtras(product, dictionary);
  // Until the customer touches an extra, follow the defaults (the dictionary may arrive after the page).
  const selection = withoutSoldOutValues(product, dictionary, chosen ?? defaultSelection(product, dictionary), soldOut);
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
    toggle: (extra: ProductExtra, value: string) => {
      if (!soldOut(extra.id, value)) setChosen(toggleSelection(selection, extra, value));
    },
    setQuantity: (next: number) => setQuantity(Math.max(1, max === null ? next : Math.min(next, max))),
  };
}
