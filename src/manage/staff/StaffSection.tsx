import { useTranslation } from 'react-i18next';

/** The back office's staff section. */
export default function StaffSection() {
  const { t } = useTranslation('manage');
  return <h2>{t('nav.staff')}</h2>;
}
