import { useTranslation } from 'react-i18next';
import type { StaffShop } from '../api/contract/staff';

export function useShopName(): (shop: StaffShop) => string {
  const { i18n } = useTranslation('staff');
  return (shop) => (i18n.language === 'en' ? shop.name.en : shop.name.es) || shop.code;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A clock time as the shop reads it (its own time zone). */
export function shopClock(instant: number | string, timeZone: string, language: string): string {
  const key = `${timeZone}|${language}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'es-ES', { hour: '2-digit', minute: '2-digit', timeZone });
    formats.set(key, format);
  }
  return format.format(new Date(instant));
}
