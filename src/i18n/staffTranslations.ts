import { currentLanguage, i18n, initI18n } from '.';
import en from './en/staff.json';
import es from './es/staff.json';

// In the counter's chunk, both languages (a few KB, no extra request), rather than in the customer's bundle
// list (src/i18n/index.ts). Added once i18next is started: its resource calls exist from then on; the entry
// renders after this (src/counter/main.tsx).
void initI18n().then(() => {
  const language = currentLanguage();
  i18n.addResourceBundle(language, 'staff', language === 'en' ? en : es, true, true);
});
