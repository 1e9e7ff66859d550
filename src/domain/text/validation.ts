/** Validation rules: the forms call these, and the contract's schemas (src/api/contract) check with them. */

/**
 * E-mail: a local part, an @ and a domain of dotted labels ending in a top-level name of 2–63 letters.
 * Wider than a "2–3 character ending" rule "2–3 character ending": top-level names such as .info or .online and
 * internationalised addresses (RFC 6531: letters with accents in the local part and the domain) are
 * deliverable, so they are accepted. The local part takes letters and digits of any script and the
 * characters RFC 5322 allows unquoted, with no dot at either end or two dots together; each domain
 * label (at most 63 characters) takes letters, digits and inner hyphens; the ending may also be the
 * ASCII form of an internationalised one (xn--…). At most 150 characters.
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@([\p{L}\p{M}\p{N}]([\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+(\p{L}[\p{L}\p{M}]{1,62}|xn--[a-z0-9-]{1,59})$/iu;
export const EMAIL_MAX_LENGTH = 150;
/** RFC 5321: a local part has at most 64 characters. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const LOGIN_CODE_LENGTH = 5;
export const CONTACT_NAME_MIN = 4;
export const PHONE_MIN = 9;
export const POSTCODE_MIN = 4;
export const POSTCODE_MAX = 5;
export const FRIEND_NAME_MIN = 4;
export const FRIEND_EMAIL_MIN = 4;
export const PASSWORD_MIN_EXCLUSIVE = 6;

/** The e-mail rule (widened to every deliverable address: see EMAIL_PATTERN). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return false;
  return email.slice(0, email.lastIndexOf('@')).length <= EMAIL_LOCAL_MAX_LENGTH;
}

/** An access code as typed or pasted: without any blank (a mail's copy brings some), upper case. */
export function normalLoginCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** An access code field's content: normalised, and no longer than a code. */
export function typedLoginCode(raw: string): string {
  return normalLoginCode(raw).slice(0, LOGIN_CODE_LENGTH);
}

/** The access code: exactly 5 characters, blanks aside (shorter shows the generic login error). */
export function isValidLoginCode(value: string): boolean {
  return normalLoginCode(value).length === LOGIN_CODE_LENGTH;
}

/** Contact name: at least 4 characters. */
export function isValidContactName(value: string): boolean {
  return value.trim().length >= CONTACT_NAME_MIN;
}

/** Contact phone: at least 9 characters or digits. */
export function isValidPhone(value: string): boolean {
  return value.trim().length >= PHONE_MIN;
}

/** Postal code: 4 to 5 characters. */
export function isValidPostcode(value: string): boolean {
  const cp = value.trim();
  return cp.length >= POSTCODE_MIN && cp.length <= POSTCODE_MAX;
}

/** A Spanish postal code as it is typed: digits only, every one kept (a sixth is said too long, not dropped). */
export function typedPostcode(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** What is wrong with a postal code while it is typed: only too many digits (too few may still grow). */
export function typedPostcodeProblem(cp: string): AddressProblem | null {
  return cp.trim().length > POSTCODE_MAX ? 'postcodeTooLong' : null;
}

/** Friend invitation: name ≥ 4 characters, e-mail ≥ 4 characters and valid. */
export function canInviteFriend(friendName: string, friendEmail: string): boolean {
  return friendName.trim().length >= FRIEND_NAME_MIN && friendEmail.trim().length >= FRIEND_EMAIL_MIN && isValidEmail(friendEmail);
}

export type FieldKind = 'text' | 'email' | 'password';
/** Generic form check: required fields non-empty, e-mail fields valid, passwords longer than 6. */
export function isFormValid(fields: { value: string; kind?: FieldKind; required?: boolean }[]): boolean {
  return fields.every(({ value, kind = 'text', required = true }) => {
    const text = value.trim();
    if (required && text === '') return false;
    if (text === '') return true;
    if (kind === 'email') return isValidEmail(text);
    if (kind === 'password') return text.length > PASSWORD_MIN_EXCLUSIVE;
    return true;
  });
}

export interface AddressFields {
  contactFullName: string;
  contactPhone: string;
  addressLine1: string;
  addressLine2: string;
  cp: string;
  provinceCode: string;
  cityCode: string;
}
/** Why an address field is refused: empty, a phone under 9 characters, a postcode under 4 or over 5 long. */
export type AddressProblem = 'required' | 'phoneTooShort' | 'postcodeLength' | 'postcodeTooLong';
export type AddressFieldProblem = { field: keyof AddressFields; problem: AddressProblem };

/**
 * Address form: required fields, phone ≥ 9, cp 4–5, addressLine2 optional. Returns each wrong
 * field (in the form's order) with its reason, so the form can name it; empty when the address is valid.
 */
export function addressProblems(address: AddressFields): AddressFieldProblem[] {
  const problems: AddressFieldProblem[] = [];
  const check = (field: keyof AddressFields, valid: (value: string) => boolean, problem: AddressProblem) => {
    const value = address[field].trim();
    if (value === '') problems.push({ field, problem: 'required' });
    else if (!valid(value)) problems.push({ field, problem });
  };
  const filled = () => true;
  check('contactFullName', filled, 'required');
  check('contactPhone', isValidPhone, 'phoneTooShort');
  check('addressLine1', filled, 'required');
  check('provinceCode', filled, 'required');
  check('cityCode', filled, 'required');
  check('cp', isValidPostcode, typedPostcodeProblem(address.cp) ?? 'postcodeLength');
  return problems;
}

/** isActive: the customer has given a contact name and phone (rules). */
export function isActiveCustomer(customer: { name: string; phone: string }): boolean {
  return isValidContactName(customer.name) && isValidPhone(customer.phone);
}
