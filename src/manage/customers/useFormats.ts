import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../shops/formBits';

/** Dates, times, euros and counts in the page's language. */
export function useFormats() {
  const { i18n } = useTranslation('manage');
  return useMemo(() => {
    const locale = localeOf(i18n.language);
    return {
      when: new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
      euros: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
      count: new Intl.NumberFormat(locale),
    };
  }, [i18n.language]);
}
