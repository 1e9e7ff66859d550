import { localeOf } from '../shops/formBits';

/** Euros as the language writes them: 1.234,50 € (es-ES) or €1,234.50 (en-GB). */
export function moneyFormat(language: string): (euros: number) => string {
  const format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (euros) => format.format(euros + 0);
}

/** A plain number as the language writes it (units, minutes, ritmitos). */
export function numberFormat(language: string): (value: number) => string {
  const format = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 });
  return (value) => format.format(value);
}
