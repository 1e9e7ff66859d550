import { shopDateOf } from '../schedule/shopTime';

/** Invoice date (DD/MM/YYYY) on the selling shop's calendar, as the server prints it on a receipt. */
export function shopInvoiceDate(issuedAt: Date, timeZone: string): string {
  const [year, month, day] = shopDateOf(issuedAt, timeZone).split('-');
  return `${day}/${month}/${year}`;
}
