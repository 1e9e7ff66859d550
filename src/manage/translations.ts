import { currentLanguage, i18n, initI18n } from '../i18n';
import en from '../i18n/en/manage.json';
import es from '../i18n/es/manage.json';

// The shell's texts, both languages (no extra request), in the back office's chunk rather than in the
// customer's bundle list; each section adds its own with its chunk (sectionTexts.ts). Added once i18next is
// started: its resource calls exist from then on; the entry renders after this.
void initI18n().then(() => {
  const language = currentLanguage();
  i18n.addResourceBundle(language, 'manage', language === 'en' ? en : es, true, true);
});
