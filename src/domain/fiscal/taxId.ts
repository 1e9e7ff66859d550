/** A customer's fiscal details for a full invoice (factura completa). */
export interface FiscalDetails {
  /** NIF, NIE or CIF, upper case without spaces or dashes. */
  taxId: string;
  /** Name, or company name. */
  name: string;
  address: string;
  postalCode: string;
  city: string;
}

export type TaxIdKind = 'NIF' | 'NIE' | 'CIF';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/** Upper case, without spaces, dots or dashes: "b-98 765 431" → "B98765431". */
export function normaliseTaxId(text: string): string {
  return text.toUpperCase().replace(/[\s.-]/g, '');
}

function dniLetterMatches(digits: string, letter: string): boolean {
  return DNI_LETTERS[Number(digits) % 23] === letter;
}

/** The CIF control: digits 1–7 weighted 2,1,2,1,… with the digits of each product summed. */
function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Which Spanish tax identifier `text` is, with its check digit or letter verified; null when it is none
 * (wrong shape or wrong check). NIF: 8 digits and a letter (also K, L, M and 7 digits); NIE: X, Y or Z,
 * 7 digits and a letter; CIF: an entity letter, 7 digits and a check digit or letter.
 */
export function taxIdKind(text: string): TaxIdKind | null {
  const id = normaliseTaxId(text);
  let match = /^(\d{8})([A-Z])$/.exec(id);
  if (match) return dniLetterMatches(match[1]!, match[2]!) ? 'NIF' : null;
  match = /^[KLM](\d{7})([A-Z])$/.exec(id);
  if (match) return dniLetterMatches(match[1]!, match[2]!) ? 'NIF' : null;
  match = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (match) return dniLetterMatches(String('XYZ'.indexOf(match[1]!)) + match[2]!, match[3]!) ? 'NIE' : null;
  match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (match) {
    const [, entity, digits, control] = match as unknown as [string, string, string, string];
    const digit = cifControlDigit(digits);
    const asLetter = CIF_CONTROL_LETTERS[digit];
    // Some entity kinds always carry a letter, others always a digit; the rest take either.
    if ('PQRSNW'.includes(entity)) return control === asLetter ? 'CIF' : null;
    if ('ABEH'.includes(entity)) return control === String(digit) ? 'CIF' : null;
    return control === String(digit) || control === asLetter ? 'CIF' : null;
  }
  return null;
}

/** Spec-less rule for full invoices: the tax identifier must be a Spanish NIF, NIE or CIF with a valid check. */
export function isValidTaxId(text: string): boolean {
  return taxIdKind(text) !== null;
}
