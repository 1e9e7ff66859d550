type Loose = Record<string, unknown>;
const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter((item): item is Loose => typeof item === 'object' && item !== null) : []);

/**
 * Dexie version 5 (issue 12): each stored cart line keeps what was chosen (product code, extras chosen,
 * quantity, notes) and loses the prices it was added with. Kept tiny and free of imports: it runs on
 * every first load; ./cartLegacy reads whatever else an old row may hold.
 */
export function cartWithoutPrices(data: unknown): unknown {
  const cart = data as Loose | null;
  if (!cart || !Array.isArray(cart.lines)) return data;
  return {
    useRitmitos: cart.useRitmitos === true,
    lines: list(cart.lines).map((line) => ({
      key: line.key,
      productCode: line.productCode,
      title: line.title,
      quantity: line.quantity,
      choices: list(line.choices ?? line.preferences).map((choice) => ({ extraId: choice.extraId, value: choice.value })),
      notes: line.notes,
    })),
  };
}
