import { i18n } from '../../i18n';
import enAudit from '../../i18n/en/manage-audit.texts.json';
import enShops from '../../i18n/en/manage-shops.texts.json';
import enStaff from '../../i18n/en/manage-staff.texts.json';
import esAudit from '../../i18n/es/manage-audit.texts.json';
import esShops from '../../i18n/es/manage-shops.texts.json';
import esStaff from '../../i18n/es/manage-staff.texts.json';

/**
 * The shops, staff and activity sections' texts, read as `shops.…`, `staff.…`, `audit.…` in the `manage`
 * namespace. They come with these sections' lazily loaded chunk, not with the shell: the back office's first
 * load (sign-in and shell) stays within its budget. Both languages, added once, before the first render.
 */
for (const [language, texts] of [
  ['es', { shops: esShops, staff: esStaff, audit: esAudit }],
  ['en', { shops: enShops, staff: enStaff, audit: enAudit }],
] as const) {
  i18n.addResourceBundle(language, 'manage', texts, true, true);
}
