/** Units a quantity is written with in product titles and extras ("250 g", "Pequeño (240 ml)"). */
const QUANTITY_WITH_UNIT = /\d+(?:[.,]\d+)?\s(?:kg|g|ml|cl|l|uds?\.?)(?![\p{L}\d])/giu;

export interface TextPiece {
  text: string;
  /** A number with its unit: drawn on one line, never split at the space between them. */
  keepTogether: boolean;
}

/** Splits `text` around its quantities with units, so a screen can keep each one on a single line. */
export function splitAtQuantities(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let start = 0;
  for (const match of text.matchAll(QUANTITY_WITH_UNIT)) {
    if (match.index > start) pieces.push({ text: text.slice(start, match.index), keepTogether: false });
    pieces.push({ text: match[0], keepTogether: true });
    start = match.index + match[0].length;
  }
  if (start < text.length || pieces.length === 0) pieces.push({ text: text.slice(start), keepTogether: false });
  return pieces;
}
