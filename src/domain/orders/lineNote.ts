/** Cart line `notes`: a short free text for the barista ("sin azúcar"). */
export const LINE_NOTE_MAX = 140;

// Control characters (newlines and tabs included) and the bidirectional overrides that can make a note
// read differently from what it holds; `<` and `>` so no note can carry markup into a page, an e-mail or
// the kitchen's tools. Anything else a customer may type is kept as typed (accents, emoji, quotes).
const MARKUP_OR_CONTROL = /[<>\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** Length as a person counts it: code points, so an emoji is one character, not two UTF-16 units. */
export function noteLength(note: string): number {
  return Array.from(note).length;
}

/**
 * The note rule, as the app applies it while the customer types: markup and control characters
 * are removed (a line break becomes a space), spaces are trimmed and the note is cut to 140 characters.
 * The app cleans rather than refuses so a customer can never send a note the server would refuse.
 */
export function cleanLineNote(raw: string): string {
  const plain = raw
    .replace(/[\r\n\t]+/g, ' ')
    .replace(MARKUP_OR_CONTROL, '')
    .trim();
  return Array.from(plain).slice(0, LINE_NOTE_MAX).join('').trim();
}

/**
 * The note rule, as the server checks a trimmed note: at most 140 characters, no markup, no control
 * characters. The server refuses (400 naming the field) instead of cleaning: it stores what was sent or nothing.
 */
export function isLineNote(note: string): boolean {
  return noteLength(note) <= LINE_NOTE_MAX && !new RegExp(MARKUP_OR_CONTROL.source, 'u').test(note);
}

/**
 * The example note ("sin azúcar") belongs on what the shop makes to order, the drinks; single goods sold
 * from stock (beans, mugs) get the field without it.
 */
export function suggestsNoteExample(product: { isOneGoods: boolean }): boolean {
  return !product.isOneGoods;
}
