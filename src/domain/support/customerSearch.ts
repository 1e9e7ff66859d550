/** The fewest characters a customer search takes: the back office never lists every customer. */
export const CUSTOMER_SEARCH_MIN = 3;

/**
 * What a support search looks for, read from what was typed:
 * - `#42`: the daily number 42 (of today at the member's shops, or of the shop and day given);
 * - `VA01-000042` (or `va01-42`): an order code, its number padded to six digits;
 * - text with `@`: part of an e-mail address;
 * - digits, spaces, `+`, `-`, dots and brackets with at least three digits: part of a phone number (digits only);
 * - anything else: part of the e-mail address or the name.
 */
export type CustomerSearch =
  | { kind: 'dailyNumber'; dailyNumber: number }
  | { kind: 'orderCode'; orderCode: string }
  | { kind: 'email'; text: string }
  | { kind: 'phone'; digits: string }
  | { kind: 'text'; text: string };

const DAILY_NUMBER = /^#\s*(\d{1,5})$/;
const ORDER_CODE = /^([A-Za-z0-9]{2,20})-(\d{1,9})$/;
const PHONE = /^[+\d\s().-]+$/;
const ORDER_NUMBER_DIGITS = 6;

/** Whether what was typed is long enough to search by (spaces around it do not count). */
export function searchableText(typed: string): boolean {
  return typed.trim().length >= CUSTOMER_SEARCH_MIN;
}

/** The search a text stands for; call it with a text searchableText accepts. */
export function customerSearchOf(typed: string): CustomerSearch {
  const text = typed.trim();
  const daily = DAILY_NUMBER.exec(text);
  if (daily) return { kind: 'dailyNumber', dailyNumber: Number(daily[1]) };
  const order = ORDER_CODE.exec(text);
  if (order && /[A-Za-z]/.test(order[1]!))
    return { kind: 'orderCode', orderCode: `${order[1]!.toUpperCase()}-${order[2]!.padStart(ORDER_NUMBER_DIGITS, '0')}` };
  if (text.includes('@')) return { kind: 'email', text: text.toLowerCase() };
  const digits = text.replace(/\D/g, '');
  if (PHONE.test(text) && digits.length >= CUSTOMER_SEARCH_MIN) return { kind: 'phone', digits };
  return { kind: 'text', text };
}
