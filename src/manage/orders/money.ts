import { formatCartPrice } from '../../domain/pricing/money';

/** Euros as the back office writes them, in the page's language. */
export function euros(amount: number, language: string): string {
  return formatCartPrice(amount, language.startsWith('en') ? 'en' : 'es');
}

/** A rough figure of what chosen units give back (each line's money shared by its units); the server's refund is exact. */
export function estimateOf(lines: ReadonlyArray<{ index: number; quantity: number; price: number }>, chosen: Readonly<Record<number, number>>): number {
  const cents = lines.reduce((sum, line) => sum + (line.quantity > 0 ? Math.round((line.price * 100 * (chosen[line.index] ?? 0)) / line.quantity) : 0), 0);
  return cents / 100;
}
