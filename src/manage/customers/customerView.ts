import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS } from '../../api/contract/statuses';

/** The status's name key (`statuses.<key>`), or null for a number no list names. */
export function statusKey(kind: 'pickup' | 'delivery', statusId: number): string | null {
  const names = kind === 'delivery' ? DELIVERY_STATUS : ORDER_STATUS;
  return Object.entries(names).find(([, id]) => id === statusId)?.[0] ?? null;
}

/** The payment's name key (`payment.<key>`). */
export function paymentKey(paymentStatusId: number): string {
  return Object.entries(PAYMENT_STATUS).find(([, id]) => id === paymentStatusId)?.[0] ?? 'pending';
}

/** A daily number of one digit is typed `#7`; the search takes three characters, so it is sent as `#07`. */
export function searchText(typed: string): string {
  const text = typed.trim();
  return /^#\d$/.test(text) ? `#0${text.slice(1)}` : text;
}

/** A whole, non-zero number of ritmitos typed (a minus to take away), or null. */
export function adjustmentAmount(typed: string): number | null {
  const text = typed.trim().replace(/^\u2212/, '-');
  if (!/^-?\d{1,6}$/.test(text)) return null;
  const amount = Number(text);
  return amount === 0 ? null : amount;
}
