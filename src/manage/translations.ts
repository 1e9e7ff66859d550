import { currentLanguage, i18n, initI18n } from '../i18n';
import enAudit from '../i18n/en/manage-audit.json';
import enCatalogue from '../i18n/en/manage-catalogue.json';
import enShops from '../i18n/en/manage-shops.json';
import enStaff from '../i18n/en/manage-staff.json';
import en from '../i18n/en/manage.json';
import esAudit from '../i18n/es/manage-audit.json';
import esCatalogue from '../i18n/es/manage-catalogue.json';
import esShops from '../i18n/es/manage-shops.json';
import esStaff from '../i18n/es/manage-staff.json';
import es from '../i18n/es/manage.json';

// Each section's texts live in their own file and are read as `catalogue.…`, `shops.…`, `staff.…`, `audit.…`.
const BUNDLES = {
  es: { ...es, catalogue: esCatalogue, shops: esShops, staff: esStaff, audit: esAudit },
  en: { ...en, catalogue: enCatalogue, shops: enShops, staff: enStaff, audit: enAudit },
};

// In the back office's chunk, both languages (no extra request), rather than in the customer's bundle list.
// Added once i18next is started: its resource calls exist from then on; the entry renders after this.
void initI18n().then(() => {
  const language = currentLanguage();
  i18n.addResourceBundle(language, 'manage', language === 'en' ? BUNDLES.en : BUNDLES.es, true, true);
});
