import { currentLanguage, i18n } from '../i18n';
import en from '../i18n/en/staff.json';
import es from '../i18n/es/staff.json';

// In the board's chunk, both languages (a few KB, no extra request), rather than in the app's bundle list
// (src/i18n/index.ts), which every customer's first load carries.
const language = currentLanguage();
i18n.addResourceBundle(language, 'staff', language === 'en' ? en : es, true, true);
