/** Spec §5 validation rules, shared by the forms, the contract and the server. */

/** Spec §5 e-mail: word characters, an @, a domain with a 2–3 character ending; at most 150 characters. */
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,3}$/;
export const EMAIL_MAX_LENGTH = 150;
export const LOGIN_CODE_LENGTH = 5;
export const CONTACT_NAME_MIN = 4;
export const PHONE_MIN = 9;
export const POSTCODE_MIN = 4;
export const POSTCODE_MAX = 5;
export const FRIEND_NAME_MIN = 4;
export const FRIEND_EMAIL_MIN = 4;
export const PASSWORD_MIN_EXCLUSIVE = 6;

/** Spec §5 e-mail rule. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Spec §5 access code: exactly 5 characters (shorter shows the generic login error). */
export function isValidLoginCode(value: string): boolean {
  return value.trim().length === LOGIN_CODE_LENGTH;
}

/** Spec §5 contact name: at least 4 characters. */
export function isValidContactName(value: string): boolean {
  return value.trim().length >= CONTACT_NAME_MIN;
}

/** Spec §5 contact phone: at least 9 characters or digits. */
export function isValidPhone(value: string): boolean {
  return value.trim().length >= PHONE_MIN;
}

/** Spec §5 postal code: 4 to 5 characters. */
export function isValidPostcode(value: string): boolean {
  const cp = value.trim();
  return cp.length >= POSTCODE_MIN && cp.length <= POSTCODE_MAX;
}

/** Spec §5 friend invitation: name ≥ 4 characters (DESIGN §3), e-mail ≥ 4 characters and valid. */
export function canInviteFriend(friendName: string, friendEmail: string): boolean {
  return friendName.trim().length >= FRIEND_NAME_MIN && friendEmail.trim().length >= FRIEND_EMAIL_MIN && isValidEmail(friendEmail);
}

export type FieldKind = 'text' | 'email' | 'password';
/** Spec §5 generic form check: required fields non-empty, e-mail fields valid, passwords longer than 6. */
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
/** Spec §5 address form: required fields, phone ≥ 9, cp 4–5, addressLine2 optional. Returns invalid field names. */
export function invalidAddressFields(address: AddressFields): (keyof AddressFields)[] {
  const invalid: (keyof AddressFields)[] = [];
  if (address.contactFullName.trim() === '') invalid.push('contactFullName');
  if (!isValidPhone(address.contactPhone)) invalid.push('contactPhone');
  if (address.addressLine1.trim() === '') invalid.push('addressLine1');
  if (!isValidPostcode(address.cp)) invalid.push('cp');
  if (address.provinceCode.trim() === '') invalid.push('provinceCode');
  if (address.cityCode.trim() === '') invalid.push('cityCode');
  return invalid;
}
