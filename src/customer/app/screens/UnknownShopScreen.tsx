import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/EmptyState';
import { useScreenName } from '../../../ui/screenName';

/** The path names a shop the locations list does not hold (the location segment). */
export function UnknownShopScreen({ code }: { code: string }) {
  const { t } = useTranslation('app');
  useScreenName(t('screens.unknownShop'));
  return (
    <EmptyState icon="store" title={t('unknownShop.title', { code: code.toUpperCase() })} text={t('unknownShop.text')} testId="unknown-shop" headingLevel={1}>
      <Link to="/locations" role="button">
        {t('unknownShop.shops')}
      </Link>
      <Link to="/" role="button" className="secondary outline">
        {t('unknownShop.goHome')}
      </Link>
    </EmptyState>
  );
}
