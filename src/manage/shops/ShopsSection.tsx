import { useTranslation } from 'react-i18next';

/** The back office's shops section. */
export default function ShopsSection() {
  const { t } = useTranslation('manage');
  return <h2>{t('nav.shops')}</h2>;
}
