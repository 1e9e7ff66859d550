import { useTranslation } from 'react-i18next';

/** The back office's audit section. */
export default function AuditSection() {
  const { t } = useTranslation('manage');
  return <h2>{t('nav.audit')}</h2>;
}
