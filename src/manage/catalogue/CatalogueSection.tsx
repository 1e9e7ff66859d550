import { useTranslation } from 'react-i18next';

/** The back office's catalogue section. */
export default function CatalogueSection() {
  const { t } = useTranslation('manage');
  return <h2>{t('nav.catalogue')}</h2>;
}
